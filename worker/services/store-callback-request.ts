import { type CallbackRequest, DEFAULT_CALLBACK_SOURCE, toE164 } from '#contract/callback-request'
import { HONEYPOT_FIELD, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { CallbackRecord, InsertOutcome } from '../data/callback-requests-d1.ts'
import { insertCallbackRequest } from '../data/callback-requests-d1.ts'
import { enqueueCallbackDelivery } from '../jobs/callback-delivery.ts'
import { ENQUEUE_GRACE_MS } from '../jobs/callback-queues.ts'

/**
 * What became of a valid request: a new row, an earlier row that answers it (the same number within
 * 24 hours; the same idempotency key, `sameRequest` when it carried the same request), the bot trap
 * caught it (nothing stored, a fresh id so the sender cannot tell), or D1 did not answer (nothing
 * stored; the sender may try again).
 */
export type StoreOutcome =
  | { kind: 'created' | 'duplicate' | 'trapped'; id: string }
  | { kind: 'replayed'; id: string; sameRequest: boolean }
  | { kind: 'unavailable' }

/**
 * Stores one validated callback request the one way the site does, whichever door it came through (the
 * JSON API, the page's form posted without JavaScript): the bot trap, the source and notice it
 * records, the 24 h dedupe and idempotency of the insert, and the delivery queued after the answer.
 */
export async function storeCallbackRequest(
  env: Cloudflare.Env,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  request: CallbackRequest,
  idempotencyKey: string | null,
): Promise<StoreOutcome> {
  // The bot trap: the one success that stores nothing (docs/decisions/0020).
  const trap = request[HONEYPOT_FIELD]
  if (trap !== undefined && trap !== '') {
    console.log('callback-requests: bot trap filled, nothing stored')
    return { kind: 'trapped', id: crypto.randomUUID() }
  }

  const { [HONEYPOT_FIELD]: _trap, source, privacyNoticeVersion, ...fields } = request
  const record: CallbackRecord = {
    ...fields,
    phoneE164: toE164(fields.phoneNumber),
    source: source ?? DEFAULT_CALLBACK_SOURCE,
    // The notice in force, unless the visitor was shown another published one (decision 0021).
    privacyNoticeVersion: privacyNoticeVersion ?? PRIVACY_NOTICE_VERSION,
  }
  // A replayed key is compared on what would be stored, so "source absent" and "source: api" agree.
  const requestHash = await sha256Hex(JSON.stringify(record))
  let outcome: InsertOutcome
  const createdAt = new Date()
  try {
    outcome = await insertCallbackRequest(env.DB, {
      id: crypto.randomUUID(),
      createdAt,
      enqueueDueAt: new Date(createdAt.getTime() + ENQUEUE_GRACE_MS),
      record,
      idempotencyKey,
      requestHash,
    })
  } catch (error) {
    console.error('callback-requests: D1 insert failed', error)
    return { kind: 'unavailable' }
  }
  // Stored: the call centre gets it through the queue, after the answer (docs/decisions/0052). A
  // failure there is never the visitor's: the row stays due and the sweep sends it.
  if (outcome.kind === 'created') ctx.waitUntil(enqueueCallbackDelivery(env, outcome.id))
  if (outcome.kind === 'replayed') return { kind: 'replayed', id: outcome.id, sameRequest: outcome.requestHash === requestHash }
  return outcome
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
