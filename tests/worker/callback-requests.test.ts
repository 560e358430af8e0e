import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CallbackCreated } from '#contract/callback-request'
import type { StoredCallbackRequest } from '../../worker/data/callback-requests-d1.ts'
import { api, countCallbackRows, ORIGIN, postCallback, readError, validCallback } from './support.ts'

async function rowById(id: string): Promise<StoredCallbackRequest | null> {
  return env.DB.prepare('SELECT * FROM callback_requests WHERE id = ?1').bind(id).first<StoredCallbackRequest>()
}

describe('POST /api/callback-requests', () => {
  it('stores a valid request, trimmed, with the phone as typed and in E.164', async () => {
    const before = Date.now()
    const response = await postCallback({
      ...validCallback,
      firstName: '  Camille ',
      phoneNumber: ' 06.12.34.56.78 ',
      source: 'widget',
    })
    expect(response.status).toBe(201)
    const { id } = CallbackCreated.parse(await response.json())
    const row = await rowById(id)
    expect(row).toMatchObject({
      first_name: 'Camille',
      last_name: 'Martin',
      phone_number: '06.12.34.56.78',
      phone_e164: '+33612345678',
      email: 'camille.martin@example.fr',
      source: 'widget',
      privacy_notice_version: validCallback.privacyNoticeVersion,
    })
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  it.each([
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 1 23 45 67 89', '+33123456789'],
    ['01-23-45-67-89', '+33123456789'],
  ])('normalises %s to %s', async (typed, e164) => {
    const response = await postCallback({ ...validCallback, phoneNumber: typed })
    expect(response.status).toBe(201)
    const { id } = CallbackCreated.parse(await response.json())
    expect((await rowById(id))?.phone_e164).toBe(e164)
  })

  it('answers 400 with the French message of each field', async () => {
    const response = await postCallback({
      firstName: 'A',
      lastName: 'x'.repeat(51),
      phoneNumber: '12345',
      email: 'pas-un-email',
      source: 'page',
      privacyNoticeVersion: validCallback.privacyNoticeVersion,
    })
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({
      firstName: ['Veuillez entrer votre prénom'],
      lastName: ['Le nom ne doit pas dépasser 50 caractères'],
      phoneNumber: [
        'Le numéro de téléphone doit contenir au moins 10 chiffres',
        'Veuillez entrer un numéro de téléphone français valide',
      ],
      email: ['Veuillez entrer une adresse email valide'],
    })
  })

  it('refuses missing fields, unknown fields, a bad source and a non-object body', async () => {
    const missing = await readError(await postCallback({ firstName: 'Camille' }))
    expect(Object.keys(missing.fields ?? {})).toEqual(
      expect.arrayContaining(['lastName', 'phoneNumber', 'email', 'source', 'privacyNoticeVersion']),
    )
    const extra = await postCallback({ ...validCallback, isAdmin: true })
    expect(extra.status).toBe(400)
    expect((await readError(extra)).fields?.['_form']).toBeDefined()
    const badSource = await postCallback({ ...validCallback, source: 'elsewhere' })
    expect(badSource.status).toBe(400)
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await postCallback(body)
      expect(response.status, body).toBe(400)
    }
  })

  it('answers 400 in JSON for malformed JSON', async () => {
    const response = await postCallback('{"firstName": ')
    expect(response.status).toBe(400)
    expect((await readError(response)).code).toBe('bad_request')
  })

  it('answers 415 for anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await postCallback(JSON.stringify(validCallback), { 'Content-Type': type })
      expect(response.status, type).toBe(415)
      expect((await readError(response)).code).toBe('unsupported_media_type')
    }
    const none = await api('/api/callback-requests', { method: 'POST', body: JSON.stringify(validCallback) })
    expect([415]).toContain(none.status)
  })

  it('answers 413 past 8 KiB, with or without a Content-Length', async () => {
    const big = JSON.stringify({ ...validCallback, email: `${'a'.repeat(9000)}@example.fr` })
    const sized = await postCallback(big)
    expect(sized.status).toBe(413)
    expect((await readError(sized)).code).toBe('payload_too_large')

    const encoder = new TextEncoder()
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(encoder.encode('x'.repeat(1024)))
        controller.close()
      },
    })
    const streamed = await postCallback(chunked)
    expect(streamed.status).toBe(413)
    expect(await countCallbackRowsWithEmailLike('%aaaaaaaa%')).toBe(0)
  })

  it('refuses cross-site posts with 403', async () => {
    const foreign = await postCallback(validCallback, { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await readError(foreign)).code).toBe('forbidden')
    const crossSite = await postCallback(validCallback, { 'Sec-Fetch-Site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const sameSite = await postCallback(validCallback, { 'Sec-Fetch-Site': 'same-site' })
    expect(sameSite.status).toBe(403)
    const sameOrigin = await postCallback(validCallback, { Origin: ORIGIN })
    expect(sameOrigin.status).toBe(201)
  })

  it('replays an Idempotency-Key: same answer, one row; another body with it gives 422', async () => {
    const key = crypto.randomUUID()
    const before = await countCallbackRows(env.DB)
    const first = await postCallback(validCallback, { 'Idempotency-Key': key })
    const second = await postCallback(validCallback, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await countCallbackRows(env.DB)).toBe(before + 1)

    const other = await postCallback({ ...validCallback, firstName: 'Dominique' }, { 'Idempotency-Key': key })
    expect(other.status).toBe(422)
    expect((await readError(other)).code).toBe('idempotency_conflict')
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
  })

  it('writes one row for concurrent submissions with one key', async () => {
    const key = crypto.randomUUID()
    const before = await countCallbackRows(env.DB)
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => postCallback(validCallback, { 'Idempotency-Key': key })),
    )
    const ids = await Promise.all(responses.map(async (r) => (await r.json()) as { id: string }))
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201])
    expect(new Set(ids.map((b) => b.id)).size).toBe(1)
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
  })

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    const response = await postCallback(validCallback, { 'Idempotency-Key': 'not-a-uuid' })
    expect(response.status).toBe(400)
  })

  it('answers 429 with Retry-After once a client sends too many', async () => {
    const ip = '203.0.113.77'
    let limited: Response | undefined
    for (let i = 0; i < 30 && !limited; i += 1) {
      const response = await postCallback(validCallback, { 'CF-Connecting-IP': ip })
      if (response.status === 429) limited = response
      else expect(response.status).toBe(201)
    }
    expect(limited, 'no 429 after 30 posts').toBeDefined()
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await readError(limited as Response)).code).toBe('rate_limited')
  })

  it('answers 503 and writes nothing when D1 fails', async () => {
    const before = await countCallbackRows(env.DB)
    // A real D1 failure: the table is not there for the duration of the request.
    await env.DB.exec('ALTER TABLE callback_requests RENAME TO callback_requests_away')
    let response: Response
    try {
      response = await postCallback(validCallback)
    } finally {
      await env.DB.exec('ALTER TABLE callback_requests_away RENAME TO callback_requests')
    }
    expect(response.status).toBe(503)
    expect((await readError(response)).code).toBe('service_unavailable')
    expect(await countCallbackRows(env.DB)).toBe(before)
  })
})

async function countCallbackRowsWithEmailLike(pattern: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM callback_requests WHERE email LIKE ?1')
    .bind(pattern)
    .first<{ n: number }>()
  return row?.n ?? 0
}
