import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CallbackFields, FRENCH_PHONE } from '#contract/callback-fields'
import { toE164 } from '#contract/callback-request'

const valid = {
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '06 12 34 56 78',
  email: 'camille@example.fr',
}

function messagesFor(input: Record<string, unknown>, field: string): string[] {
  const result = CallbackFields.safeParse(input)
  if (result.success) return []
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message)
}

const digit = fc.integer({ min: 0, max: 9 }).map(String)
const separator = fc.constantFrom('', ' ', '.', '-', '  ', ' - ')
const prefix = fc.constantFrom('0', '+33', '0033', '+33 ', '0033 ')
/** French numbers as people type them: a prefix, a digit 1–9, four pairs with optional separators. */
const frenchPhone = fc
  .tuple(prefix, fc.integer({ min: 1, max: 9 }), fc.array(fc.tuple(separator, digit, digit), { minLength: 4, maxLength: 4 }))
  .map(([p, first, pairs]) => `${p}${first}${pairs.map(([s, a, b]) => `${s}${a}${b}`).join('')}`)

describe('callback schema (property)', () => {
  it('accepts every well-formed French number and normalises it to +33 and nine digits', () => {
    fc.assert(
      fc.property(frenchPhone, fc.constantFrom('', ' ', '\t'), (phone, pad) => {
        const result = CallbackFields.safeParse({ ...valid, phoneNumber: `${pad}${phone}${pad}` })
        expect(result.success).toBe(true)
        const e164 = toE164(phone)
        expect(e164).toMatch(/^\+33[1-9]\d{8}$/)
        // The E.164 form keeps every significant digit that was typed.
        expect(e164.slice(-8)).toBe(phone.replace(/\D/g, '').slice(-8))
      }),
    )
  })

  it('refuses numbers with a wrong digit count, a 0 after the prefix, letters or a foreign prefix', () => {
    const wrongLength = fc
      .tuple(fc.integer({ min: 1, max: 9 }), fc.array(digit, { minLength: 0, maxLength: 12 }))
      .filter(([, rest]) => rest.length !== 8)
      .map(([first, rest]) => `0${first}${rest.join('')}`)
    const zeroAfterPrefix = fc.array(digit, { minLength: 8, maxLength: 8 }).map((d) => `+330${d.join('')}`)
    const foreign = fc
      .tuple(fc.constantFrom('+32', '+41', '+44', '0032'), fc.array(digit, { minLength: 9, maxLength: 9 }))
      .map(([p, d]) => `${p}${d.join('')}`)
    const withLetter = fc.tuple(frenchPhone, fc.constantFrom('a', 'O', 'x', '#'), fc.nat()).map(([phone, letter, at]) => {
      const i = 1 + (at % (phone.length - 1))
      return `${phone.slice(0, i)}${letter}${phone.slice(i)}`
    })
    fc.assert(
      fc.property(fc.oneof(wrongLength, zeroAfterPrefix, foreign, withLetter), (phone) => {
        expect(FRENCH_PHONE.test(phone.trim())).toBe(false)
        expect(CallbackFields.safeParse({ ...valid, phoneNumber: phone }).success).toBe(false)
      }),
    )
  })

  it('accepts plain names of 2 to 50 letters after trimming, and refuses the others with the French message', () => {
    const letters = fc.string({ unit: fc.constantFrom('a', 'é', 'Z', 'ß', 'Ø', 'ł'), minLength: 0, maxLength: 60 })
    fc.assert(
      fc.property(letters, fc.constantFrom('', '  ', '\t', '\u00a0'), (name, pad) => {
        const input = { ...valid, firstName: `${pad}${name}${pad}`, lastName: `${pad}${name}${pad}` }
        const first = messagesFor(input, 'firstName')
        const last = messagesFor(input, 'lastName')
        if (name.length < 2) {
          expect(first).toEqual(['Veuillez entrer votre prénom'])
          expect(last).toEqual(['Veuillez entrer votre nom'])
        } else if (name.length > 50) {
          expect(first).toEqual(['Le prénom ne doit pas dépasser 50 caractères'])
          expect(last).toEqual(['Le nom ne doit pas dépasser 50 caractères'])
        } else {
          expect(first).toEqual([])
          expect(last).toEqual([])
        }
      }),
    )
  })

  it('refuses or stores any string: never a hidden character, always NFC, one French message per field', () => {
    const hostile = fc.constantFrom(
      '\u0000',
      '\u001b',
      '\r',
      '\n',
      '\u00ad',
      '\u200b',
      '\u202e',
      '\u2028',
      '\ufeff',
      '\ud800',
      '\udc00',
      '\u0301',
      '\ue000',
    )
    const anyString = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: fc.oneof(hostile, fc.constantFrom('a', 'é', 'e', ' ', '-', '’')), maxLength: 60 }),
      fc.string({ unit: 'grapheme-composite', maxLength: 60 }),
    )
    fc.assert(
      fc.property(anyString, (name) => {
        const result = CallbackFields.shape.firstName.safeParse(name)
        if (!result.success) {
          const messages = result.error.issues.map((issue) => issue.message)
          expect(messages).toHaveLength(1)
          expect([
            'Veuillez entrer votre prénom',
            'Le prénom ne doit pas dépasser 50 caractères',
            "Le prénom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
            'Le prénom ne peut pas commencer par =, +, - ou @',
          ]).toContain(messages[0])
          return
        }
        const stored = result.data
        expect(stored).toBe(name.trim().normalize('NFC'))
        expect(stored).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u)
        expect(stored.match(/\p{L}/gu)?.length ?? 0).toBeGreaterThanOrEqual(2)
      }),
      { numRuns: 300 },
    )
  }, 30_000)

  it('refuses names with markup, template or formula characters, look-alikes included, with the message naming the characters of a name', () => {
    const markup = [
      '<img src=x onerror=alert(1)>',
      'Camille<script>',
      'Camille>',
      '{{constructor.constructor}}',
      'Jean & Marie',
      'Cam"ille',
      'Camille`id`',
      'Jean=Marie',
      '[Camille](javascript:x)',
      'Camille\\Martin',
      'Camille|Martin',
      'Camille%3Cb%3E',
      // Full-width and small forms, which NFKC folds into < and >.
      '\uff1cimg src=x\uff1e',
      'Camille\ufe64b\ufe65',
    ]
    for (const name of markup) {
      expect(messagesFor({ ...valid, firstName: name }, 'firstName'), name).toEqual([
        "Le prénom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
      ])
      expect(messagesFor({ ...valid, lastName: name }, 'lastName'), name).toEqual([
        "Le nom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union",
      ])
    }
    // What real names hold stays accepted.
    for (const name of ['N’Diaye-Lefèvre', "O'Hara", 'Jean-Paul', 'St. John', 'Marie Élise', 'Ðorđe', 'Ngô Bảo Châu']) {
      expect(messagesFor({ ...valid, firstName: name, lastName: name }, 'firstName'), name).toEqual([])
      expect(messagesFor({ ...valid, firstName: name, lastName: name }, 'lastName'), name).toEqual([])
    }
  })

  it('refuses separators other than space, dot and hyphen, and numbers past 30 characters', () => {
    for (const phone of ['06\t12\t34\t56\t78', '06\n12 34 56 78', '06\u00a012 34 56 78', '06\u200b12 34 56 78', '06/12/34/56/78']) {
      expect(messagesFor({ ...valid, phoneNumber: phone }, 'phoneNumber'), JSON.stringify(phone)).toEqual([
        'Veuillez entrer un numéro de téléphone français valide',
      ])
    }
    expect(messagesFor({ ...valid, phoneNumber: '06    12    34    56    78' }, 'phoneNumber')).toEqual([])
    expect(messagesFor({ ...valid, phoneNumber: '06      12      34      56      78' }, 'phoneNumber')).toEqual([
      'Veuillez entrer un numéro de téléphone français valide',
    ])
  })

  it('refuses e-mail addresses without a domain, with the French message', () => {
    for (const email of ['', 'camille', 'camille@', '@example.fr', 'camille@example', 'a b@example.fr']) {
      expect(messagesFor({ ...valid, email }, 'email')).toEqual(['Veuillez entrer une adresse email valide'])
    }
    expect(messagesFor({ ...valid, email: '  camille.martin@example.fr ' }, 'email')).toEqual([])
  })

  it('gives the length message for a short number and the format message for a wrong one', () => {
    expect(messagesFor({ ...valid, phoneNumber: '0612' }, 'phoneNumber')).toContain(
      'Le numéro de téléphone doit contenir au moins 10 chiffres',
    )
    expect(messagesFor({ ...valid, phoneNumber: '0012345678901' }, 'phoneNumber')).toEqual([
      'Veuillez entrer un numéro de téléphone français valide',
    ])
  })

  it('refuses a name that a spreadsheet would run as a formula, with a message saying so; a hyphen or an @ inside stays a name', () => {
    for (const name of ['@SUM(1+1)', '+cmd', '-2+3', '=HYPERLINK(x)', '+cmd(calc)', '  -Camille']) {
      expect(messagesFor({ ...valid, firstName: name }, 'firstName'), name).toEqual(['Le prénom ne peut pas commencer par =, +, - ou @'])
      expect(messagesFor({ ...valid, lastName: name }, 'lastName'), name).toEqual(['Le nom ne peut pas commencer par =, +, - ou @'])
    }
    for (const name of ['Jean-Paul', 'Marie-Ève', 'Ba@ker']) {
      expect(messagesFor({ ...valid, firstName: name, lastName: name }, 'firstName'), name).toEqual([])
    }
  })
})
