/**
 * The call centre at the network edge, for the worker tests: it answers the worker's outbound fetch
 * (the worker runs in the tests' isolate, so a spy on the global fetch sees every request it makes)
 * the way a receiver would. It checks each POST's signature with its own implementation
 * (crypto.subtle.verify, not the worker's signing code), keeps every POST it got, and keeps one lead
 * per Idempotency-Key among those it accepted, as a receiver that drops duplicates does. Any other
 * address fails the test: nothing leaves the machine.
 */
import { vi } from 'vitest'
import type { CallbackDeliveryMessage } from '../../worker/jobs/callback-delivery.ts'

/** What the receiver answers to the next POSTs, in order; then 200. */
export type ScriptedAnswer = number | { status: number; retryAfter: string } | 'timeout' | 'network'

export interface ReceivedPost {
  headers: Headers
  body: string
  /** The signature verified and its timestamp within five minutes of the receiver's clock. */
  signatureValid: boolean
}

/** Five minutes: what the README's recipe tells a receiver to accept. */
const TOLERANCE_SECONDS = 300

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(hex)) return null
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

/** The receiver's check, written from the README recipe: `t=…,v1=…` over `t.body`. */
export async function verifySignature(secret: string, header: string | null, body: string, now: Date): Promise<boolean> {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.get('t'))
  const mac = hexToBytes(parts.get('v1') ?? '')
  if (!Number.isInteger(timestamp) || !mac) return false
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['verify'])
  return crypto.subtle.verify('HMAC', key, mac, encoder.encode(`${timestamp}.${body}`))
}

export class FakeCallcentre {
  readonly url = 'https://callcentre.test/leads'
  readonly secret = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('')
  readonly posts: ReceivedPost[] = []
  /** The leads accepted, one per Idempotency-Key: what the call centre's tool holds. */
  readonly leads = new Map<string, unknown>()
  private readonly script: ScriptedAnswer[] = []

  /** The bindings that point the worker at this receiver. */
  get secrets() {
    return { CALLCENTRE_WEBHOOK_URL: this.url, CALLCENTRE_WEBHOOK_SECRET: this.secret }
  }

  answer(...answers: ScriptedAnswer[]): this {
    this.script.push(...answers)
    return this
  }

  /** The POSTs of one request, in the order received. */
  postsFor(id: string): ReceivedPost[] {
    return this.posts.filter((post) => post.headers.get('Idempotency-Key') === id)
  }

  /** Answers the worker's fetch from now on (vi.restoreAllMocks() ends it). */
  install(): this {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => this.receive(new Request(input, init)))
    return this
  }

  private async receive(request: Request): Promise<Response> {
    if (new URL(request.url).origin !== new URL(this.url).origin || request.method !== 'POST') {
      throw new Error(`The worker fetched ${request.method} ${request.url}: only the call centre is expected`)
    }
    const body = await request.text()
    const signatureValid = await verifySignature(this.secret, request.headers.get('WattMalin-Signature'), body, new Date())
    this.posts.push({ headers: request.headers, body, signatureValid })
    const answer = this.script.shift() ?? 200
    if (answer === 'timeout') throw new DOMException('The operation was aborted due to timeout', 'TimeoutError')
    if (answer === 'network') throw new TypeError('Network connection lost.')
    if (!signatureValid) return new Response(null, { status: 401 })
    const status = typeof answer === 'number' ? answer : answer.status
    const headers = typeof answer === 'number' ? undefined : { 'Retry-After': answer.retryAfter }
    const key = request.headers.get('Idempotency-Key') ?? ''
    if (status >= 200 && status <= 299 && !this.leads.has(key)) this.leads.set(key, JSON.parse(body))
    return new Response(null, { status, headers })
  }
}

/** A queue binding that keeps what it is sent, or fails every send. */
export class RecordingQueue implements Queue<CallbackDeliveryMessage> {
  readonly sent: CallbackDeliveryMessage[] = []
  constructor(private readonly failing = false) {}

  private static readonly metrics = { backlogCount: 0, backlogBytes: 0 }

  async metrics(): Promise<QueueMetrics> {
    return RecordingQueue.metrics
  }

  async send(message: CallbackDeliveryMessage): Promise<QueueSendResponse> {
    if (this.failing) throw new Error('Queue send failed: the queue is unavailable')
    this.sent.push(message)
    return { metadata: { metrics: RecordingQueue.metrics } }
  }

  async sendBatch(messages: Iterable<MessageSendRequest<CallbackDeliveryMessage>>): Promise<QueueSendBatchResponse> {
    if (this.failing) throw new Error('Queue send failed: the queue is unavailable')
    for (const message of messages) this.sent.push(message.body)
    return { metadata: { metrics: RecordingQueue.metrics } }
  }
}
