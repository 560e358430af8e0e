/**
 * Callback requests reach the call centre through a Cloudflare Queue (docs/decisions/0052):
 * - the route stores the row, then `enqueueCallbackDelivery` puts its id on the queue;
 * - the queue's consumer, `handleCallbackQueue`, POSTs the lead and records each attempt in D1;
 * - the sweep, `sweepDueDeliveries`, enqueues what the route could not (and what ops redeliver).
 * Delivery is at least once: a message may come twice, so each step is safe to run again, and the
 * request's id goes with every attempt as its idempotency key.
 */
import { z } from '#contract/zod'
import type { CallcentreConfig, CallcentreSecrets } from '../integrations/callcentre.ts'
import { callcentreConfig, leadOf, postLead } from '../integrations/callcentre.ts'
import {
  readRequestForDelivery,
  recordDeadLettered,
  recordDelivered,
  recordLeftToExport,
  recordFailed,
  recordRetry,
  recordSwept,
  requestsDueForEnqueue,
} from '../data/callback-delivery-d1.ts'
import {
  CALLBACK_DEAD_LETTER_QUEUE_NAME,
  ENQUEUE_GRACE_MS,
  FIRST_RETRY_SECONDS,
  LONGEST_RETRY_SECONDS,
  RETRY_GRACE_MS,
} from './callback-queues.ts'

/** One `sendBatch` takes at most 100 messages (the queue's limit). */
const SWEEP_BATCH = 100
/**
 * Batches per sweep run: a queue that lost a burst's messages is sent back in one run, while a run
 * stays far below a Worker's subrequest limit (two D1 statements and one send per batch). The rest
 * waits five minutes.
 */
const SWEEP_BATCHES = 5
/** A receiver's Retry-After is followed up to an hour. */
const LONGEST_RETRY_AFTER_SECONDS = 3600

/** One message: the request's id, nothing personal (the consumer reads the rest from D1). */
export const CallbackDeliveryMessage = z.object({ id: z.uuid() })
export type CallbackDeliveryMessage = z.infer<typeof CallbackDeliveryMessage>

/** What the delivery jobs use of the worker's bindings. */
export interface DeliveryBindings extends CallcentreSecrets {
  DB: D1Database
  CALLBACK_QUEUE: Queue<CallbackDeliveryMessage>
  CALLBACK_DEAD_LETTERS: Queue<CallbackDeliveryMessage>
}

export type Clock = () => Date

/** Seconds before the next attempt of a message that has made `attempts` (1 for the first). */
export function retryDelaySeconds(attempts: number, retryAfterSeconds?: number): number {
  const backoff = Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1))
  if (retryAfterSeconds === undefined) return backoff
  return Math.max(backoff, Math.min(retryAfterSeconds, LONGEST_RETRY_AFTER_SECONDS))
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * Right after the row is inserted: one message with its id. No D1 write here, so a stored request
 * costs what it did before: the consumer clears the row's due time when the message arrives. Never
 * throws, since the visitor's request is already stored and answered: a failed send leaves the row
 * due, and the sweep sends it a few minutes later.
 */
export async function enqueueCallbackDelivery(env: Pick<DeliveryBindings, 'CALLBACK_QUEUE'>, id: string): Promise<void> {
  try {
    await env.CALLBACK_QUEUE.send({ id })
  } catch (error) {
    console.error(`callback-delivery: enqueue failed, the sweep will send it (${errorName(error)})`)
  }
}

type Outcome = 'delivered' | 'retried' | 'failed' | 'skipped'

/** A request the call centre will never take: failed in D1, and its message to the dead-letter queue. */
async function deadLetter(
  env: DeliveryBindings,
  message: Message<unknown>,
  id: string,
  error: string,
  attempted: boolean,
): Promise<Outcome> {
  await recordFailed(env.DB, id, error, attempted)
  try {
    await env.CALLBACK_DEAD_LETTERS.send({ id })
  } catch (sendError) {
    // D1 already says failed, which is what ops read; the dead-letter queue is the platform's copy.
    console.error(`callback-delivery: a failed request could not be dead-lettered (${errorName(sendError)})`)
  }
  message.ack()
  return 'failed'
}

async function deliverOne(message: Message<unknown>, env: DeliveryBindings, config: CallcentreConfig, clock: Clock): Promise<Outcome> {
  const body = CallbackDeliveryMessage.safeParse(message.body)
  if (!body.success) {
    message.ack()
    return 'skipped'
  }
  const { id } = body.data
  try {
    const request = await readRequestForDelivery(env.DB, id)
    // Erased or purged since, delivered by another copy of this message, or failed (an operator's
    // redelivery sets it back to pending before its new message): nothing to send.
    if (request?.deliveryStatus !== 'pending') {
      message.ack()
      return 'skipped'
    }
    const lead = leadOf(request)
    if (!lead) return await deadLetter(env, message, id, 'invalid_lead', false)

    const answer = await postLead(config, lead, { attempt: message.attempts, now: clock() })
    switch (answer.kind) {
      case 'accepted':
        await recordDelivered(env.DB, id, clock())
        message.ack()
        return 'delivered'
      case 'rejected':
        return await deadLetter(env, message, id, answer.error, true)
      case 'retry': {
        const delaySeconds = retryDelaySeconds(message.attempts, answer.retryAfterSeconds)
        // The row is due for the sweep before the message goes back: if the queue loses it, the
        // sweep still sends the request once the retry's time and a grace have passed.
        const dueAt = new Date(clock().getTime() + delaySeconds * 1000 + RETRY_GRACE_MS)
        await recordRetry(env.DB, id, answer.error, dueAt)
        message.retry({ delaySeconds })
        return 'retried'
      }
    }
  } catch (error) {
    // D1 did not answer: the attempt may not be recorded, so the whole step runs again later. The
    // row keeps the due time it had (from its insert or its last retry), so the sweep remains its
    // way back if this message is lost too.
    console.error(`callback-delivery: a delivery step failed, retrying (${errorName(error)})`)
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    return 'retried'
  }
}

async function deliverBatch(batch: MessageBatch<unknown>, env: DeliveryBindings, clock: Clock): Promise<void> {
  const configured = callcentreConfig(env)
  if ('missing' in configured) {
    // Rows stay pending, and nothing stays due: the CSV export remains the way to the call centre, and
    // a call centre configured later is not sent this backlog by the sweep.
    console.log(`callback-delivery: ${configured.missing}; ${batch.messages.length} request(s) stay pending`)
    const ids = batch.messages.flatMap((message) => {
      const body = CallbackDeliveryMessage.safeParse(message.body)
      return body.success ? [body.data.id] : []
    })
    try {
      await recordLeftToExport(env.DB, ids)
    } catch (error) {
      console.error(`callback-delivery: the due times could not be cleared (${errorName(error)})`)
    }
    batch.ackAll()
    return
  }
  const outcomes = await Promise.all(batch.messages.map((message) => deliverOne(message, env, configured.config, clock)))
  const counts = new Map<Outcome, number>()
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1)
  console.log(`callback-delivery: ${[...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ')}`)
}

/** Messages the queue gave up on (or the consumer sent there): their requests have failed. */
async function recordDeadLetters(batch: MessageBatch<unknown>, env: DeliveryBindings): Promise<void> {
  let marked = 0
  for (const message of batch.messages) {
    const body = CallbackDeliveryMessage.safeParse(message.body)
    if (!body.success) {
      message.ack()
      continue
    }
    try {
      await recordDeadLettered(env.DB, body.data.id)
      message.ack()
      marked += 1
    } catch (error) {
      console.error(`callback-delivery: a dead letter could not be recorded, retrying (${errorName(error)})`)
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    }
  }
  console.log(`callback-delivery: ${marked} dead-lettered request(s) recorded as failed`)
}

/** The queue handler: the delivery queue's messages are delivered, the dead-letter queue's recorded. */
export async function handleCallbackQueue(batch: MessageBatch<unknown>, env: DeliveryBindings, clock: Clock): Promise<void> {
  if (batch.queue === CALLBACK_DEAD_LETTER_QUEUE_NAME) return recordDeadLetters(batch, env)
  return deliverBatch(batch, env, clock)
}

/**
 * The scheduled sweep: puts back on the queue every pending request whose due time has passed (its
 * enqueue failed, its retry message was lost, or an operator asked again), the oldest first, at most
 * SWEEP_BATCHES × SWEEP_BATCH a run. Each stays due a grace later, in case this message is lost as well. Without a
 * call centre configured it does nothing, so requests stored meanwhile are never sent later on their
 * own. Returns how many it enqueued.
 */
export async function sweepDueDeliveries(env: DeliveryBindings, now: Date): Promise<number> {
  const configured = callcentreConfig(env)
  if ('missing' in configured) {
    console.log(`callback-delivery: ${configured.missing}; the sweep sends nothing`)
    return 0
  }
  let sent = 0
  for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
    // Each batch sent is due again only a grace later, so the next query reads the next ones.
    const ids = await requestsDueForEnqueue(env.DB, now, SWEEP_BATCH)
    if (ids.length === 0) break
    await env.CALLBACK_QUEUE.sendBatch(ids.map((id) => ({ body: { id } })))
    await recordSwept(env.DB, ids, new Date(now.getTime() + ENQUEUE_GRACE_MS))
    sent += ids.length
    if (ids.length < SWEEP_BATCH) break
  }
  if (sent > 0) console.log(`callback-delivery: the sweep enqueued ${sent} request(s)`)
  return sent
}
