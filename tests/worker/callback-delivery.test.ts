import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CallcentreLead } from '#contract/callcentre-lead'
import {
  CALLBACK_DEAD_LETTER_QUEUE_NAME,
  CALLBACK_QUEUE_NAME,
  ENQUEUE_GRACE_MS,
  RETRY_GRACE_MS,
} from '../../worker/jobs/callback-queues.ts'
import { defuseFormula } from '#contract/formula-text'
import { FakeCallcentre, RecordingQueue } from './fake-callcentre.ts'
import { postCallback, validCallback } from './support.ts'

import { consume, createdId, deliveryEnv, postThrough, row, sweep } from './callback-delivery-support.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a callback request reaches the call centre', () => {
  it('answers the visitor 201, enqueues the id, then makes one signed POST of the lead', async () => {
    const callcentre = new FakeCallcentre().install()
    const queue = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { queue })
    const body = validCallback({ firstName: 'Amélie', lastName: 'N’Diaye-Lefèvre', phoneNumber: '06.12.34.56.78', source: 'widget' })
    const id = await createdId(await postThrough(bindings, body))

    expect(queue.sent).toEqual([{ id }])
    const stored = await row(id)
    expect(stored).toMatchObject({ delivery_status: 'pending', delivery_attempts: 0 })
    // Due for the sweep only if no consumer takes the message first.
    expect(Date.parse(stored.enqueue_due_at ?? '')).toBe(Date.parse(stored.created_at) + ENQUEUE_GRACE_MS)
    // Nothing went to the call centre while the visitor waited.
    expect(callcentre.posts).toHaveLength(0)

    const { messageId, result } = await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(result.explicitAcks).toEqual([messageId])
    expect(result.retryMessages).toEqual([])

    expect(callcentre.posts).toHaveLength(1)
    const [post] = callcentre.posts
    expect(post?.signatureValid).toBe(true)
    expect(post?.headers.get('Content-Type')).toBe('application/json')
    expect(post?.headers.get('Idempotency-Key')).toBe(id)
    // The minimum the call centre needs, in the contract's shape, and nothing else.
    expect(JSON.parse(post?.body ?? '')).toEqual({
      id,
      firstName: 'Amélie',
      lastName: 'N’Diaye-Lefèvre',
      phone: '+33612345678',
      email: body.email,
      requestedAt: stored.created_at,
      source: 'widget',
    })
    expect(CallcentreLead.safeParse(JSON.parse(post?.body ?? '')).success).toBe(true)

    const delivered = await row(id)
    expect(delivered).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 1, last_error: null, enqueue_due_at: null })
    expect(Date.parse(delivered.delivered_at ?? '')).toBeGreaterThanOrEqual(Date.parse(stored.created_at))
  })

  it('retries a 503 with back-off: 503, 503, then 200 is delivered after 3 attempts, one lead at the receiver', async () => {
    const callcentre = new FakeCallcentre().install().answer(503, 503, 200)
    const bindings = deliveryEnv(callcentre)
    const id = await createdId(await postCallback(validCallback()))
    const messageId = `retried-${id}`

    const first = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 1, messageId })
    expect(first.result.explicitAcks).toEqual([])
    expect(first.result.retryMessages).toEqual([{ msgId: messageId }])
    expect(first.retryDelays).toEqual([10])
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, last_error: 'http_503' })

    const second = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 2, messageId })
    expect(second.result.retryMessages).toEqual([{ msgId: messageId }])
    expect(second.retryDelays).toEqual([20])
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', delivery_attempts: 2, last_error: 'http_503' })

    const third = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 3, messageId })
    expect(third.result.explicitAcks).toEqual([messageId])
    expect(third.result.retryMessages).toEqual([])
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 3, last_error: null })

    // The queue delivers at least once: the same message again is acknowledged without a POST.
    const again = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 1, messageId })
    expect(again.result.explicitAcks).toEqual([messageId])

    const posts = callcentre.postsFor(id)
    expect(posts).toHaveLength(3)
    expect(posts.every((post) => post.signatureValid)).toBe(true)
    expect(posts.map((post) => post.headers.get('WattMalin-Delivery-Attempt'))).toEqual(['1', '2', '3'])
    expect([...callcentre.leads.keys()]).toEqual([id])
    expect((await row(id)).delivery_attempts).toBe(3)
  })

  it('keeps one lead at the receiver when two copies of a message run at once', async () => {
    const callcentre = new FakeCallcentre().install()
    const bindings = deliveryEnv(callcentre)
    const id = await createdId(await postCallback(validCallback()))

    const results = await Promise.all([consume(CALLBACK_QUEUE_NAME, { id }, bindings), consume(CALLBACK_QUEUE_NAME, { id }, bindings)])
    for (const { messageId, result } of results) expect(result.explicitAcks).toEqual([messageId])

    // Both may have posted before either recorded the delivery: the key is the same, so the call
    // centre keeps one lead.
    const posts = callcentre.postsFor(id)
    expect(posts.length).toBeGreaterThanOrEqual(1)
    expect(new Set(posts.map((post) => post.headers.get('Idempotency-Key')))).toEqual(new Set([id]))
    expect([...callcentre.leads.keys()]).toEqual([id])
    expect((await row(id)).delivery_status).toBe('delivered')
  })

  it.each([
    ['a 408', 408, 'http_408'],
    ['a 429', 429, 'http_429'],
    ['a 500', 500, 'http_500'],
    ['a timeout', 'timeout', 'timeout'],
    ['a network error', 'network', 'network_error'],
  ] as const)('retries %s', async (_, answer, error) => {
    const callcentre = new FakeCallcentre().install().answer(answer)
    const deadLetters = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { deadLetters })
    const id = await createdId(await postCallback(validCallback()))

    const { messageId, result, retryDelays } = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 4 })
    expect(result.explicitAcks).toEqual([])
    expect(result.retryMessages).toEqual([{ msgId: messageId }])
    expect(retryDelays).toEqual([80])
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, last_error: error })
    expect(deadLetters.sent).toEqual([])
  })

  it('waits as long as a 429’s Retry-After asks, up to an hour', async () => {
    const callcentre = new FakeCallcentre().install().answer({ status: 429, retryAfter: '120' }, { status: 503, retryAfter: '86400' })
    const bindings = deliveryEnv(callcentre)
    const id = await createdId(await postCallback(validCallback()))

    const first = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 1 })
    expect(first.retryDelays).toEqual([120])
    const second = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 2 })
    expect(second.retryDelays).toEqual([3600])
  })

  it('fails a 400 at once: failed in D1, sent to the dead-letter queue, never retried', async () => {
    const callcentre = new FakeCallcentre().install().answer(400)
    const deadLetters = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { deadLetters })
    const id = await createdId(await postCallback(validCallback()))

    const { messageId, result } = await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(result.explicitAcks).toEqual([messageId])
    expect(result.retryMessages).toEqual([])
    expect(result.retryBatch.retry).toBe(false)
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 1, last_error: 'http_400', delivered_at: null })
    expect(deadLetters.sent).toEqual([{ id }])

    // The dead-letter queue's consumer then finds it failed already and keeps its error.
    const dead = await consume(CALLBACK_DEAD_LETTER_QUEUE_NAME, { id }, bindings)
    expect(dead.result.explicitAcks).toEqual([dead.messageId])
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', last_error: 'http_400' })
    expect(callcentre.postsFor(id)).toHaveLength(1)
  })

  it('records as failed a request whose retries ran out (the platform moved it to the dead-letter queue)', async () => {
    const callcentre = new FakeCallcentre().install().answer(503)
    const bindings = deliveryEnv(callcentre)
    const id = await createdId(await postCallback(validCallback()))
    await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 11 })
    expect(await row(id)).toMatchObject({ delivery_status: 'pending', last_error: 'http_503' })

    const { messageId, result } = await consume(CALLBACK_DEAD_LETTER_QUEUE_NAME, { id }, bindings)
    expect(result.explicitAcks).toEqual([messageId])
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 1, last_error: 'http_503' })
  })

  it('never sends a stored name with markup: failed as invalid_lead, dead-lettered, no POST', async () => {
    const callcentre = new FakeCallcentre().install()
    const deadLetters = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { deadLetters })
    // Written straight into D1, as a row stored before the form refused markup could be.
    const id = crypto.randomUUID()
    await env.DB.prepare(
      `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
         privacy_notice_version, idempotency_key, request_hash)
       VALUES (?1, ?2, '<img src=x onerror=alert(1)>', 'Martin', '01 99 00 00 01', '+33199000001', 'x@example.fr', 'page',
         '2025-05-15', NULL, 'h')`,
    )
      .bind(id, new Date().toISOString())
      .run()

    const { messageId, result } = await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(result.explicitAcks).toEqual([messageId])
    expect(callcentre.posts).toHaveLength(0)
    expect(await row(id)).toMatchObject({ delivery_status: 'failed', delivery_attempts: 0, last_error: 'invalid_lead' })
    expect(deadLetters.sent).toEqual([{ id }])
  })
})

describe('a name stored before the formula rule', () => {
  it('reaches the call centre defused as the CSV export writes it: a leading apostrophe, nothing run', async () => {
    const callcentre = new FakeCallcentre().install()
    const bindings = deliveryEnv(callcentre)
    // Written straight into D1, as a row stored before the form refused a formula's start could be.
    const id = crypto.randomUUID()
    await env.DB.prepare(
      `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164, email, source,
         privacy_notice_version, idempotency_key, request_hash)
       VALUES (?1, ?2, '@SUM(1+1)', '-2+3 Martin', '01 99 00 00 02', '+33199000002', 'y@example.fr', 'page',
         '2025-05-15', NULL, 'h')`,
    )
      .bind(id, new Date().toISOString())
      .run()

    await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    const [post] = callcentre.postsFor(id)
    const lead = CallcentreLead.parse(JSON.parse(post?.body ?? ''))
    // The export's function (tests/unit/callback-export.test.ts checks its cells use it too).
    expect(lead.firstName).toBe(defuseFormula('@SUM(1+1)'))
    expect(lead.lastName).toBe(defuseFormula('-2+3 Martin'))
    expect(lead.firstName).toBe("'@SUM(1+1)")
    expect(lead.phone).toBe('+33199000002')
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered' })
  })
})

describe('when the enqueue fails', () => {
  it('still answers the visitor 201, and the sweep enqueues the request a few minutes later; then it is delivered', async () => {
    const callcentre = new FakeCallcentre().install()
    const id = await createdId(await postThrough(deliveryEnv(callcentre, { queue: new RecordingQueue(true) }), validCallback()))
    const stored = await row(id)
    expect(stored.delivery_status).toBe('pending')
    expect(Date.parse(stored.enqueue_due_at ?? '')).toBe(Date.parse(stored.created_at) + ENQUEUE_GRACE_MS)

    // Before the grace period is over the sweep leaves it to the worker's own enqueue.
    const early = new RecordingQueue()
    await sweep(deliveryEnv(callcentre, { queue: early }), new Date(Date.parse(stored.created_at) + ENQUEUE_GRACE_MS - 60_000))
    expect(early.sent).not.toContainEqual({ id })

    const queue = new RecordingQueue()
    const bindings = deliveryEnv(callcentre, { queue })
    const sweptAt = new Date(Date.parse(stored.created_at) + ENQUEUE_GRACE_MS + 60_000)
    await sweep(bindings, sweptAt)
    expect(queue.sent).toContainEqual({ id })
    // Still due a grace later, in case the sweep's own message is lost.
    expect((await row(id)).enqueue_due_at).toBe(new Date(sweptAt.getTime() + ENQUEUE_GRACE_MS).toISOString())

    await consume(CALLBACK_QUEUE_NAME, { id }, bindings)
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 1 })
    expect([...callcentre.leads.keys()]).toContain(id)
    expect(callcentre.postsFor(id)).toHaveLength(1)
  })
})

describe('when the queue loses a retry message', () => {
  it('keeps the row due after the failed attempt, and the sweep sends it once the retry and a grace have passed; then it is delivered', async () => {
    const callcentre = new FakeCallcentre().install().answer(503, 200)
    const bindings = deliveryEnv(callcentre)
    const id = await createdId(await postCallback(validCallback()))

    const before = Date.now()
    const first = await consume(CALLBACK_QUEUE_NAME, { id }, bindings, { attempts: 1 })
    const after = Date.now()
    expect(first.retryDelays).toEqual([10])
    const retried = await row(id)
    expect(retried).toMatchObject({ delivery_status: 'pending', delivery_attempts: 1, last_error: 'http_503' })
    const due = Date.parse(retried.enqueue_due_at ?? '')
    expect(due).toBeGreaterThanOrEqual(before + 10_000 + RETRY_GRACE_MS)
    expect(due).toBeLessThanOrEqual(after + 10_000 + RETRY_GRACE_MS)

    // The retry's message never comes back (the worker stopped, the queue was purged). While the
    // queue's own retry may still come, the sweep leaves the row alone.
    const early = new RecordingQueue()
    await sweep(deliveryEnv(callcentre, { queue: early }), new Date(due - 60_000))
    expect(early.sent).not.toContainEqual({ id })

    const queue = new RecordingQueue()
    const swept = deliveryEnv(callcentre, { queue })
    await sweep(swept, new Date(due + 60_000))
    expect(queue.sent).toContainEqual({ id })

    const second = await consume(CALLBACK_QUEUE_NAME, { id }, swept, { attempts: 1 })
    expect(second.result.explicitAcks).toEqual([second.messageId])
    expect(await row(id)).toMatchObject({ delivery_status: 'delivered', delivery_attempts: 2, last_error: null, enqueue_due_at: null })
    expect(callcentre.postsFor(id)).toHaveLength(2)
    expect([...callcentre.leads.keys()]).toEqual([id])
  })
})
