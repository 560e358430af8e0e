/**
 * A fake call-centre receiver for local runs: an HTTP server on the loopback address that takes the
 * worker's leads as a real receiver should (README.md, « Delivering callback requests to the call
 * centre »): it checks the signature and its timestamp, drops a lead whose Idempotency-Key it already
 * holds, and prints each new lead. It can answer 503 to the first attempts of each lead, to watch the
 * worker's retries.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How old a signature may be: a replay of a captured POST is refused after five minutes. */
export const SIGNATURE_TOLERANCE_SECONDS = 300
/** A lead is a few hundred bytes: anything much larger is not one. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * The receiver's check, as the README gives it to call centres: the header is `t=<unix seconds>,v1=<hex>`,
 * the HMAC-SHA-256 is over `<t>.<raw body>` with the shared secret, compared in constant time, and the
 * timestamp must be recent.
 */
export function verifySignature(secret: string, header: string | undefined, rawBody: string, nowSeconds: number): boolean {
  const fields = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(fields.get('t'))
  const received = Buffer.from(fields.get('v1') ?? '', 'hex')
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  return received.length === expected.length && timingSafeEqual(received, expected)
}

export interface FakeCallcentreStats {
  /** Every POST that reached the receiver. */
  posts: number
  /** Leads kept: one per Idempotency-Key. */
  leads: number
  /** Well-signed POSTs of a lead already kept (the worker's at-least-once delivery). */
  duplicates: number
  /** POSTs answered 503 on purpose (`failFirst`). */
  failedOnPurpose: number
  /** POSTs refused: bad or old signature, no key, not JSON. */
  refused: number
}

export interface FakeCallcentre {
  /** The address to give the worker as CALLCENTRE_WEBHOOK_URL. */
  url: string
  leads: ReadonlyMap<string, unknown>
  stats(): FakeCallcentreStats
  close(): Promise<void>
}

export interface FakeCallcentreOptions {
  secret: string
  /** 0 for any free port. */
  port: number
  /** Answer 503 to the first N attempts of each lead (0: accept at once). */
  failFirst?: number
  /** Where each lead and refusal is printed; nothing is printed without it. */
  log?: (line: string) => void
}

async function readBody(request: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > MAX_BODY_BYTES) return null
    chunks.push(buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function describeLead(lead: unknown): string {
  if (typeof lead !== 'object' || lead === null) return JSON.stringify(lead)
  const { firstName, lastName, phone, email, source, requestedAt } = lead as Record<string, unknown>
  return `${String(firstName)} ${String(lastName)} ${String(phone)} ${String(email)} (${String(source)}, requested ${String(requestedAt)})`
}

export async function startFakeCallcentre(options: FakeCallcentreOptions): Promise<FakeCallcentre> {
  const leads = new Map<string, unknown>()
  const attemptsByKey = new Map<string, number>()
  const stats: FakeCallcentreStats = { posts: 0, leads: 0, duplicates: 0, failedOnPurpose: 0, refused: 0 }
  const log = options.log ?? (() => {})

  function answer(response: ServerResponse, status: number, reason: string): void {
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ status: reason }))
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'POST' || request.url !== '/leads') return answer(response, 404, 'not_found')
      stats.posts += 1
      const body = await readBody(request)
      const signature = request.headers['wattmalin-signature']
      const key = request.headers['idempotency-key']
      const attempt = request.headers['wattmalin-delivery-attempt'] ?? '?'
      const now = Math.floor(Date.now() / 1000)
      if (body === null || !verifySignature(options.secret, typeof signature === 'string' ? signature : undefined, body, now)) {
        stats.refused += 1
        log(`refused a POST: bad or stale signature (attempt ${attempt})`)
        return answer(response, 401, 'bad_signature')
      }
      if (typeof key !== 'string' || key === '') {
        stats.refused += 1
        log('refused a POST: no Idempotency-Key')
        return answer(response, 400, 'no_idempotency_key')
      }
      let lead: unknown
      try {
        lead = JSON.parse(body)
      } catch {
        stats.refused += 1
        return answer(response, 400, 'not_json')
      }
      const attempts = (attemptsByKey.get(key) ?? 0) + 1
      attemptsByKey.set(key, attempts)
      if (attempts <= (options.failFirst ?? 0)) {
        stats.failedOnPurpose += 1
        log(`503 on purpose for ${key} (attempt ${attempt})`)
        return answer(response, 503, 'try_later')
      }
      if (leads.has(key)) {
        stats.duplicates += 1
        log(`duplicate of ${key} dropped (attempt ${attempt})`)
        return answer(response, 200, 'duplicate')
      }
      leads.set(key, lead)
      stats.leads = leads.size
      log(`lead ${key}: ${describeLead(lead)} (attempt ${attempt})`)
      return answer(response, 201, 'accepted')
    })().catch((error: unknown) => {
      log(`error: ${error instanceof Error ? error.message : String(error)}`)
      if (!response.headersSent) answer(response, 500, 'error')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    // The loopback address only: the receiver is for this machine.
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/leads`,
    leads,
    stats: () => ({ ...stats }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
