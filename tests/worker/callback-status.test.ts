import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { StatusCountRow, UndeliveredRow } from '../../scripts/lib/callback-status.ts'
import { callbackStatusSql, formatCallbackStatus } from '../../scripts/lib/callback-status.ts'
import { parseRedeliverSelection, redeliverSql } from '../../scripts/lib/redeliver-sql.ts'
import { LONGEST_RETRY_SECONDS } from '../../worker/jobs/callback-queues.ts'
import { FakeCallcentre, RecordingQueue } from './fake-callcentre.ts'
import { deliveryEnv, row, sweep } from './callback-delivery-support.ts'

const HOUR = 60 * 60 * 1000

async function insert(fields: {
  createdAt: Date
  status: string
  attempts: number
  dueAt: Date | null
  lastError?: string
}): Promise<string> {
  const id = crypto.randomUUID()
  await env.DB.prepare(
    `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164,
       email, source, privacy_notice_version, idempotency_key, request_hash,
       delivery_status, delivery_attempts, last_error, enqueue_due_at, delivered_at)
     VALUES (?1, ?2, 'Jean', 'Dupont', '0612345678', '+33612345678', 'jean@example.fr', 'page',
       '2025-05-15', NULL, 'hash', ?3, ?4, ?5, ?6, CASE WHEN ?3 = 'delivered' THEN ?2 ELSE NULL END)`,
  )
    .bind(id, fields.createdAt.toISOString(), fields.status, fields.attempts, fields.lastError ?? null, fields.dueAt?.toISOString() ?? null)
    .run()
  return id
}

async function status(now: Date) {
  const [counts, undelivered, total] = (
    await env.DB.batch(
      callbackStatusSql(now)
        .split(';\n')
        .map((sql) => env.DB.prepare(sql)),
    )
  ).map((result) => result.results)
  return {
    counts: counts as StatusCountRow[],
    undelivered: undelivered as UndeliveredRow[],
    total: Number((total as { n: number }[])[0]?.n),
  }
}

function count(rows: readonly StatusCountRow[], status: string, age: string): StatusCountRow {
  return (
    rows.find((row) => row.status === status && row.age === age) ?? { status, age, rows: 0, due_passed: 0, due_later: 0, nothing_due: 0 }
  )
}

describe('callbacks:status and callbacks:redeliver --pending', () => {
  it('counts rows by status and age, warns for each one older than an hour not delivered, and --pending makes a stranded one due for the sweep', async () => {
    const now = new Date()
    const before = await status(now)

    // Attempted, pending, nothing due: what a lost retry message left before due times were kept.
    const stranded = await insert({
      createdAt: new Date(now.getTime() - 2 * HOUR),
      status: 'pending',
      attempts: 1,
      dueAt: null,
      lastError: 'http_503',
    })
    const failed = await insert({
      createdAt: new Date(now.getTime() - 3 * HOUR),
      status: 'failed',
      attempts: 10,
      dueAt: null,
      lastError: 'http_503',
    })
    const delivered = await insert({ createdAt: new Date(now.getTime() - 5 * HOUR), status: 'delivered', attempts: 1, dueAt: null })
    const retrying = await insert({
      createdAt: new Date(now.getTime() - 60_000),
      status: 'pending',
      attempts: 1,
      dueAt: new Date(now.getTime() + 5 * 60_000),
      lastError: 'http_503',
    })

    const after = await status(now)
    const delta = (state: string, age: string, column: keyof StatusCountRow) =>
      Number(count(after.counts, state, age)[column]) - Number(count(before.counts, state, age)[column])
    expect(delta('pending', '1 h to 24 h', 'rows')).toBe(1)
    expect(delta('pending', '1 h to 24 h', 'nothing_due')).toBe(1)
    expect(delta('failed', '1 h to 24 h', 'rows')).toBe(1)
    expect(delta('delivered', '1 h to 24 h', 'rows')).toBe(1)
    expect(delta('pending', 'under 1 h', 'rows')).toBe(1)
    expect(delta('pending', 'under 1 h', 'due_later')).toBe(1)
    expect(after.total - before.total).toBe(2)

    const warned = after.undelivered.map((entry) => entry.id)
    expect(warned).toEqual(expect.arrayContaining([stranded, failed]))
    expect(warned).not.toContain(delivered)
    expect(warned).not.toContain(retrying)
    const printed = formatCallbackStatus(after.counts, after.undelivered, after.total)
    expect(printed).toMatch(new RegExp(`WARNING: ${stranded} .*pending after 1 attempt.*callbacks:redeliver -- --pending`))
    expect(printed).toMatch(new RegExp(`WARNING: ${failed} .*failed after 10 attempt.*callbacks:redeliver -- --failed`))
    expect(printed).toContain(`WARNING: ${after.total} request(s) older than one hour not delivered`)
    // Ids, times and codes only.
    expect(printed).not.toMatch(/Jean|Dupont|0612345678|example\.fr/)

    // --pending takes the attempted pending rows older than the longest back-off, never a younger one.
    const { results } = await env.DB.prepare(redeliverSql(parseRedeliverSelection({ pending: true }), now)).all<{ id: string }>()
    const changed = results.map((entry) => entry.id)
    expect(changed).toContain(stranded)
    expect(changed).not.toContain(retrying)
    expect(changed).not.toContain(failed)
    expect(changed).not.toContain(delivered)
    expect(Date.parse((await row(stranded)).enqueue_due_at ?? '')).toBe(now.getTime())
    expect(Date.parse((await row(retrying)).enqueue_due_at ?? '')).toBe(now.getTime() + 5 * 60_000)
    expect(LONGEST_RETRY_SECONDS * 1000).toBeLessThan(2 * HOUR)

    const queue = new RecordingQueue()
    await sweep(deliveryEnv(new FakeCallcentre().install(), { queue }), now)
    expect(queue.sent).toContainEqual({ id: stranded })
    expect(queue.sent).not.toContainEqual({ id: retrying })
  })
})
