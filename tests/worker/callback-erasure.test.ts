import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CallbackCreated } from '#contract/callback-request'
import { deleteRequestsSql, parseIdentifier, selectRequestsSql } from '../../scripts/lib/data-request-sql.ts'
import type { StoredRow } from '../../scripts/lib/data-request-sql.ts'
import { postCallback, validCallback } from './support.ts'

/** A number no other test posts, so each test sees only its own rows. */
function uniquePhone(): string {
  const digits = String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0)
    .padStart(8, '0')
    .slice(-8)
  return `07 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`
}

async function createdId(response: Response): Promise<string> {
  expect(response.status).toBe(201)
  return CallbackCreated.parse(await response.json()).id
}

/** The erase command's statements, run on the worker's own D1. */
async function listed(phone: string): Promise<StoredRow[]> {
  const { results } = await env.DB.prepare(selectRequestsSql(parseIdentifier({ phone }))).all<StoredRow>()
  return results
}

async function erase(phone: string, shownIds: string[]): Promise<string[]> {
  const sql = deleteRequestsSql(parseIdentifier({ phone }), shownIds)
  const { results } = await env.DB.prepare(sql).all<{ id: string }>()
  return results.map((row) => row.id)
}

describe('erasing a callback request (callbacks:erase)', () => {
  it('takes the idempotency key with the row: a replay afterwards is a new request', async () => {
    const body = validCallback({ phoneNumber: uniquePhone() })
    const key = crypto.randomUUID()
    const firstId = await createdId(await postCallback(body, { 'Idempotency-Key': key }))

    expect(await erase(body.phoneNumber, [firstId])).toEqual([firstId])
    const keyed = await env.DB.prepare('SELECT COUNT(*) AS n FROM callback_requests WHERE idempotency_key = ?1')
      .bind(key)
      .first<{ n: number }>()
    expect(keyed?.n).toBe(0)

    const replay = await postCallback(body, { 'Idempotency-Key': key })
    expect(replay.headers.get('Idempotent-Replayed')).toBeNull()
    const secondId = await createdId(replay)
    expect(secondId).not.toBe(firstId)
    expect((await listed(body.phoneNumber)).map((row) => row.id)).toEqual([secondId])
  })

  it('keeps a request the person sent after the rows were shown', async () => {
    const body = validCallback({ phoneNumber: uniquePhone() })
    const shownId = await createdId(await postCallback(body))
    const shown = await listed(body.phoneNumber)
    expect(shown.map((row) => row.id)).toEqual([shownId])

    // Written straight into D1: the route may refuse a second request for one number within a day.
    const laterId = crypto.randomUUID()
    await env.DB.prepare(
      `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164,
         email, source, privacy_notice_version, idempotency_key, request_hash)
       SELECT ?1, ?2, first_name, last_name, phone_number, phone_e164, email, source,
         privacy_notice_version, NULL, request_hash
       FROM callback_requests WHERE id = ?3`,
    )
      .bind(laterId, new Date(Date.now() + 1000).toISOString(), shownId)
      .run()
    expect(
      await erase(
        body.phoneNumber,
        shown.map((row) => String(row.id)),
      ),
    ).toEqual([shownId])
    expect((await listed(body.phoneNumber)).map((row) => row.id)).toEqual([laterId])
  })

  it('never deletes a shown id that does not belong to the identifier', async () => {
    const mine = validCallback({ phoneNumber: uniquePhone() })
    const other = validCallback({ phoneNumber: uniquePhone() })
    const mineId = await createdId(await postCallback(mine))
    const otherId = await createdId(await postCallback(other))
    expect(await erase(mine.phoneNumber, [mineId, otherId])).toEqual([mineId])
    expect((await listed(other.phoneNumber)).map((row) => row.id)).toEqual([otherId])
  })
})
