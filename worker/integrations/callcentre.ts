/**
 * The call centre's webhook: the one module that knows its address, its key and the lead's format.
 * A lead is POSTed as JSON, signed with HMAC-SHA-256 over `timestamp.body`, with the request's id as
 * Idempotency-Key on every attempt (docs/decisions/0052-callback-delivery-queue.md; the receiver's
 * side is in README.md, « Delivering callback requests to the call centre »).
 */
import { CallcentreLead } from '#contract/callcentre-lead'
import { IDEMPOTENCY_HEADER } from '#contract/constants'
import { defuseFormula } from '#contract/formula-text'

/** `t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>.<body>">`: the receiver checks both. */
export const SIGNATURE_HEADER = 'WattMalin-Signature'
/** The queue message's attempt (1, then 2 for its first retry…): for the receiver's logs only. */
export const ATTEMPT_HEADER = 'WattMalin-Delivery-Attempt'
/** Past this the attempt counts as a timeout and is retried; a CRM answers a lead in well under it. */
export const CALLCENTRE_TIMEOUT_MS = 10_000
/** The shortest key accepted: what `openssl rand -hex 32` prints is 64 characters. */
const MIN_SECRET_LENGTH = 32

/** The secrets `wrangler secret put` gives the worker (`.dev.vars` locally). Both or nothing. */
export interface CallcentreSecrets {
  CALLCENTRE_WEBHOOK_URL?: string | undefined
  CALLCENTRE_WEBHOOK_SECRET?: string | undefined
}

export interface CallcentreConfig {
  url: URL
  secret: string
}

/** The webhook's address and key, or in a few words why the worker has none it can use. */
export function callcentreConfig(env: CallcentreSecrets): { config: CallcentreConfig } | { missing: string } {
  const rawUrl = env.CALLCENTRE_WEBHOOK_URL?.trim() ?? ''
  const secret = env.CALLCENTRE_WEBHOOK_SECRET?.trim() ?? ''
  if (rawUrl === '') return { missing: 'CALLCENTRE_WEBHOOK_URL is not set' }
  if (secret.length < MIN_SECRET_LENGTH) {
    return { missing: `CALLCENTRE_WEBHOOK_SECRET is not set or shorter than ${MIN_SECRET_LENGTH} characters` }
  }
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    return { missing: 'CALLCENTRE_WEBHOOK_URL is not a URL' }
  }
  // Personal data crosses the internet only encrypted; plain HTTP is for a receiver on this machine.
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return { missing: 'CALLCENTRE_WEBHOOK_URL must be https (http only for localhost)' }
  }
  return { config: { url, secret } }
}

/** A callback request as D1 returns it for delivery: the columns the lead is made of. */
export interface DeliverableRequest {
  id: string
  createdAt: string
  firstName: string
  lastName: string
  phoneE164: string
  email: string
  source: string
}

/**
 * The lead for a stored request, or null when a value would not pass the lead's schema (a row stored
 * before a rule of the form existed): such a lead is never sent, since the call centre's tools may not
 * escape what they show.
 */
export function leadOf(request: DeliverableRequest): CallcentreLead | null {
  const lead = CallcentreLead.safeParse({
    id: request.id,
    // A second guard, the CSV export's: a name stored before the rule refused a formula's start.
    firstName: defuseFormula(request.firstName),
    lastName: defuseFormula(request.lastName),
    phone: request.phoneE164,
    email: request.email,
    requestedAt: request.createdAt,
    source: request.source,
  })
  return lead.success ? lead.data : null
}

/**
 * What the call centre's answer means for the lead:
 * - `accepted`: a 2xx, the lead is theirs;
 * - `retry`: a 5xx, 408, 429, a timeout or a network error, worth another attempt later
 *   (`retryAfterSeconds` when the receiver said when);
 * - `rejected`: any other status (4xx, a redirect): the same lead would be refused again.
 * `error` is a short code for D1's `last_error`, never anything of the lead.
 */
export type CallcentreAnswer =
  | { kind: 'accepted'; status: number }
  | { kind: 'retry'; error: string; retryAfterSeconds?: number }
  | { kind: 'rejected'; error: string }

async function hmacSha256Hex(secret: string, text: string): Promise<string> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text))
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The signature header's value for a body sent at `now`. */
export async function signatureHeader(secret: string, body: string, now: Date): Promise<string> {
  const timestamp = Math.floor(now.getTime() / 1000)
  return `t=${timestamp},v1=${await hmacSha256Hex(secret, `${timestamp}.${body}`)}`
}

/** Retry-After in seconds (the only form a receiver is expected to send); undefined otherwise. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim() ?? ''
  return /^\d{1,6}$/.test(value) ? Number(value) : undefined
}

function classify(response: Response): CallcentreAnswer {
  const { status } = response
  if (status >= 200 && status <= 299) return { kind: 'accepted', status }
  const error = `http_${status}`
  if (status === 408 || status === 429 || status >= 500) {
    const after = retryAfterSeconds(response)
    return after === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterSeconds: after }
  }
  return { kind: 'rejected', error }
}

/** POSTs one lead, signed at `now`, and says what the answer means. Never throws. */
export async function postLead(
  config: CallcentreConfig,
  lead: CallcentreLead,
  options: { attempt: number; now: Date },
): Promise<CallcentreAnswer> {
  const body = JSON.stringify(lead)
  const headers = new Headers({
    'Content-Type': 'application/json',
    'User-Agent': 'WattMalin-Callcentre/1',
    [IDEMPOTENCY_HEADER]: lead.id,
    [SIGNATURE_HEADER]: await signatureHeader(config.secret, body, options.now),
    [ATTEMPT_HEADER]: String(options.attempt),
  })
  let response: Response
  try {
    response = await fetch(config.url, {
      method: 'POST',
      headers,
      body,
      // A redirect is a configuration to fix, and following one would resend personal data elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(CALLCENTRE_TIMEOUT_MS),
    })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    return { kind: 'retry', error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network_error' }
  }
  // The answer's body is not read: it is the receiver's, and the connection is freed at once.
  await response.body?.cancel()
  return classify(response)
}
