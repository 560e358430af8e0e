import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CALLBACK_QUEUE_NAME, ENQUEUE_GRACE_MS } from '../../worker/jobs/callback-queues.ts'
import type { StoredRow } from '../../scripts/lib/data-request-sql.ts'
import { deleteRequestsSql, parseIdentifier } from '../../scripts/lib/data-request-sql.ts'
import { exportQuery } from '../../scripts/lib/export-sql.ts'
import { parseRedeliverSelection, redeliverSql } from '../../scripts/lib/redeliver-sql.ts'
import { FakeCallcentre, RecordingQueue } from './fake-callcentre.ts'
import { postCallback, validCallback } from './support.ts'

import { consume, createdId, deliveryEnv, postThrough, row, sweep } from './callback-delivery-support.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('without a call centre configured', () => {
  it('leaves the request pending, sends nothing, and the CSV export lists it as before', async () => {
    // Installed only to see that nothing is fetched.
    const callcentre = new FakeCallcentre().install()
    const logs = vi.spyOn(console, 'log')
    const queue = new RecordingQueue()
    const bindings = deliveryEnv(null, { queue })
    const body = validCallback()
    const id = await createdId(await postThrough(bindings, body))
    expect(queue.sent).toEqual([{ id }])

    const { messageId, result } = await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(result.ackAll || result.explicitAcks.includes(messageId)).toBe(true)
    expect(result.retryMessages).toEqual([])
    expect(logs).toHaveBeenCalledWith(expect.stringMatching(/CALLCENTRE_WEBHOOK_URL is not set; 1 request\(s\) stay pending/))

    const stored = await row(id)
    // Nothing is left due either: a call centre configured later is not sent this request by the sweep.
    expect(stored).toMatchObject({
      delivery_status: 'pending',
      delivery_attempts: 0,
      delivered_at: null,
      last_error: null,
      enqueue_due_at: null,
    })

    // The sweep does nothing, even for a request whose enqueue is overdue.
    await env.DB.prepare('UPDATE callback_requests SET enqueue_due_at = ?2 WHERE id = ?1').bind(id, stored.created_at).run()
    const swept = new RecordingQueue()
    await sweep(deliveryEnv(null, { queue: swept }), new Date(Date.now() + ENQUEUE_GRACE_MS))
    expect(swept.sent).toEqual([])
    expect(callcentre.posts).toHaveLength(0)

    const { results } = await env.DB.prepare(exportQuery()).all<StoredRow>()
    expect(results.find((exported) => exported.id === id)).toEqual({
      id,
      created_at: stored.created_at,
      first_name: body.firstName,
      last_name: body.lastName,
      phone_number: body.phoneNumber,
      phone_e164: stored.phone_e164,
      email: body.email,
      source: body.source,
      privacy_notice_version: body.privacyNoticeVersion,
      delivery_status: 'pending',
      delivery_attempts: 0,
      delivered_at: null,
      last_error: null,
    })
  })
})

describe('ops', () => {
  it('callbacks:redeliver --failed makes a failed request due; the sweep enqueues it and it is delivered', async () => {
    const callcentre = new FakeCallcentre().install().answer(422)
    const queue = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { queue })
    const id = await createdId(await postCallback(validCallback()))
    await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect((await row(id)).delivery_status).toBe('failed')

    const now = new Date()
    const { results } = await env.DB.prepare(redeliverSql(parseRedeliverSelection({ failed: true }), now)).all<{ id: string }>()
    expect(results.map((changed) => changed.id)).toContain(id)
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', last_error: 'http_422', delivery_attempts: 1 })

    await sweep(bindings, now)
    expect(queue.sent).toContainEqual({ id })
    await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 1 })
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 2, last_error: null })

    // A delivered request is never made pending again.
    const again = await env.DB.prepare(redeliverSql(parseRedeliverSelection({ id }), new Date())).all<{ id: string }>()
    expect(again.results).toEqual([])
    expect((await row(id)).delivery_status).toBe('delivered')
  })

  it('callbacks:erase of a delivered request: the row goes, and the statement says it had been delivered', async () => {
    const callcentre = new FakeCallcentre().install()
    const bindings = deliveryEnv(callcentre)
    const body = validCallback()
    const id = await createdId(await postCallback(body))
    await consume(CALLBACK_QUEUE_NAME, { id }, bindings)

    const sql = deleteRequestsSql(parseIdentifier({ id }), [id])
    const { results } = await env.DB.prepare(sql).all<{ id: string; delivery_status: string }>()
    expect(results).toEqual([{ id, delivery_status: 'delivered' }])
    expect(await env.DB.prepare('SELECT id FROM callback_requests WHERE id = ?1').bind(id).first()).toBeNull()

    // A message still on its way for it finds nothing to send.
    const late = await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(late.result.explicitAcks).toEqual([late.messageId])
    expect(callcentre.postsFor(id)).toHaveLength(1)
  })
})
