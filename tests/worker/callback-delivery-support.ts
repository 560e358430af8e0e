import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { expect, vi } from 'vitest'
import { CallbackCreated } from '#contract/callback-request'
import type { StoredCallbackRequest } from '../../worker/data/callback-requests-d1.ts'
import type { CallbackDeliveryMessage } from '../../worker/jobs/callback-delivery.ts'
import { DELIVERY_SWEEP_CRON } from '../../worker/jobs/callback-queues.ts'
import worker, { app } from '../../worker/index.ts'
import { expectDocumented } from './openapi-check.ts'
import { type FakeCallcentre, RecordingQueue } from './fake-callcentre.ts'
import { freshClientIp, ORIGIN } from './support.ts'

/** The delivery tests' ways into the worker: its bindings with a call centre, a visitor's POST, the queue and the sweep. */

/** The worker's bindings with the call centre configured, and queues that keep what they are sent. */
export function deliveryEnv(callcentre: FakeCallcentre | null, queues: { queue?: RecordingQueue; deadLetters?: RecordingQueue } = {}) {
  const bindings: Cloudflare.Env & { CALLCENTRE_WEBHOOK_URL?: string; CALLCENTRE_WEBHOOK_SECRET?: string } = {
    ...env,
    CALLBACK_QUEUE: queues.queue ?? new RecordingQueue(),
    CALLBACK_DEAD_LETTERS: queues.deadLetters ?? new RecordingQueue(),
    ...(callcentre ? callcentre.secrets : {}),
  }
  return bindings
}

export async function row(id: string): Promise<StoredCallbackRequest> {
  const stored = await env.DB.prepare('SELECT * FROM callback_requests WHERE id = ?1').bind(id).first<StoredCallbackRequest>()
  if (!stored) throw new Error(`no row ${id}`)
  return stored
}

export async function createdId(response: Response): Promise<string> {
  expect(response.status).toBe(201)
  return CallbackCreated.parse(await response.json()).id
}

/** A visitor's POST through the real app, with the bindings given (and its waitUntil work awaited). */
export async function postThrough(bindings: Cloudflare.Env, body: Record<string, unknown>): Promise<Response> {
  const path = '/api/callback-requests'
  const ctx = createExecutionContext()
  const response = await app.request(
    `${ORIGIN}${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        'CF-Connecting-IP': freshClientIp(),
      },
      body: JSON.stringify(body),
    },
    bindings,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  await expectDocumented('POST', path, response)
  return response
}

let messageCounter = 0
/**
 * Runs the worker's queue handler on one message, as the queue would deliver its `attempts`-th try;
 * returns what the handler acknowledged or retried, and the delay of each retry.
 */
export async function consume(
  queue: string,
  body: CallbackDeliveryMessage,
  bindings: Cloudflare.Env,
  options: { attempts?: number; messageId?: string } = {},
) {
  messageCounter += 1
  const messageId = options.messageId ?? `message-${messageCounter}`
  const batch = createMessageBatch<CallbackDeliveryMessage>(queue, [
    { id: messageId, timestamp: new Date(), attempts: options.attempts ?? 1, body },
  ])
  // The test runtime records that a message was retried, not its delay: the spy sees the back-off.
  const retries = batch.messages.map((message) => vi.spyOn(message, 'retry'))
  await worker.queue(batch, bindings)
  const result = await getQueueResult(batch, createExecutionContext())
  const retryDelays = retries.flatMap((retry) => retry.mock.calls.map(([options]) => options?.delaySeconds))
  return { messageId, result, retryDelays }
}

export async function sweep(bindings: Cloudflare.Env, at: Date): Promise<void> {
  const ctx = createExecutionContext()
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: DELIVERY_SWEEP_CRON }), bindings, ctx)
  await waitOnExecutionContext(ctx)
}
