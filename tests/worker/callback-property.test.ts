import { env } from 'cloudflare:test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CallbackCreated } from '#contract/callback-request'
import { postCallback, readError, validCallback } from './support.ts'

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}]/u
const FRENCH = new Set([
  'Veuillez entrer votre prénom',
  'Le prénom ne doit pas dépasser 50 caractères',
  "Le prénom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
  'Le prénom ne peut pas commencer par =, +, - ou @',
  'Veuillez entrer votre nom',
  'Le nom ne doit pas dépasser 50 caractères',
  "Le nom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
  'Le nom ne peut pas commencer par =, +, - ou @',
  'Veuillez entrer un numéro de téléphone français valide',
  'Le numéro de téléphone doit contenir au moins 10 chiffres',
])

/** Names as an attacker would write them: any code point, hostile ones often, lone surrogates too. */
const hostileChar = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\r',
  '\n',
  '\t',
  '\u0085',
  '\u00ad',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2066',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\u0301',
  '\u0308',
  'é',
  'e',
  ' ',
  '-',
  '’',
  'ß',
  'Ø',
  '\u00a0',
)
const anyName = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.oneof(hostileChar, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 60 }),
  fc.string({ unit: 'grapheme-composite', maxLength: 40 }),
)

describe('callback requests (property, through the worker and D1)', () => {
  it('any name is refused with a French message or stored as NFC without control or format characters', async () => {
    await fc.assert(
      fc.asyncProperty(anyName, anyName, async (firstName, lastName) => {
        const response = await postCallback(validCallback({ firstName, lastName }))
        if (response.status === 400) {
          const { fields } = await readError(response)
          for (const messages of Object.values(fields ?? {})) for (const m of messages) expect(FRENCH.has(m), m).toBe(true)
          return
        }
        expect(response.status).toBe(201)
        const { id } = CallbackCreated.parse(await response.json())
        const row = await env.DB.prepare('SELECT first_name, last_name FROM callback_requests WHERE id = ?1')
          .bind(id)
          .first<{ first_name: string; last_name: string }>()
        for (const [sent, stored] of [
          [firstName, row?.first_name],
          [lastName, row?.last_name],
        ] as const) {
          expect(stored).toBe(sent.trim().normalize('NFC'))
          expect(stored?.normalize('NFC')).toBe(stored)
          expect(stored).not.toMatch(HIDDEN)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('any phone number is refused with a French message or stored with only digits, spaces, dots, hyphens and +', async () => {
    const phoneChar = fc.constantFrom('0', '1', '6', '9', ' ', '.', '-', '+', '\t', '\n', '\u00a0', '/', '(', ')', 'O')
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: phoneChar, maxLength: 40 }), async (phoneNumber) => {
        const response = await postCallback(validCallback({ phoneNumber }))
        if (response.status === 400) {
          for (const m of (await readError(response)).fields?.phoneNumber ?? []) expect(FRENCH.has(m), m).toBe(true)
          return
        }
        expect(response.status).toBe(201)
        const { id } = CallbackCreated.parse(await response.json())
        const row = await env.DB.prepare('SELECT phone_number, phone_e164 FROM callback_requests WHERE id = ?1')
          .bind(id)
          .first<{ phone_number: string; phone_e164: string }>()
        // A duplicate number answers with its first request's row, which also passed these checks.
        expect(row?.phone_number).toMatch(/^\+?[\d .-]{10,30}$/)
        expect(row?.phone_e164).toMatch(/^\+33[1-9]\d{8}$/)
      }),
      { numRuns: 60 },
    )
  })
})
