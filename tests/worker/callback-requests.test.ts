import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { CallbackCreated } from '#contract/callback-request'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { StoredCallbackRequest } from '../../worker/data/callback-requests-d1.ts'
import { api, countCallbackRows, freshClientIp, ORIGIN, postCallback, readError, uniquePhone, validCallback } from './support.ts'

async function rowById(id: string): Promise<StoredCallbackRequest | null> {
  return env.DB.prepare('SELECT * FROM callback_requests WHERE id = ?1').bind(id).first<StoredCallbackRequest>()
}

async function createdId(response: Response): Promise<string> {
  expect(response.status).toBe(201)
  return CallbackCreated.parse(await response.json()).id
}

describe('POST /api/callback-requests', () => {
  it('stores a valid request, trimmed, with the phone as typed and in E.164', async () => {
    const before = Date.now()
    const body = validCallback({ firstName: '  Camille ', phoneNumber: ' 06.12.34.56.78 ', source: 'widget' })
    const row = await rowById(await createdId(await postCallback(body)))
    expect(row).toMatchObject({
      first_name: 'Camille',
      last_name: 'Martin',
      phone_number: '06.12.34.56.78',
      phone_e164: '+33612345678',
      email: 'camille.martin@example.fr',
      source: 'widget',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    })
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThanOrEqual(before - 1000)
  })

  it.each([
    ['+33 7 12 34 56 78', '+33712345678'],
    ['0033 1 23 45 67 89', '+33123456789'],
    ['02-23-45-67-89', '+33223456789'],
  ])('normalises %s to %s', async (typed, e164) => {
    const id = await createdId(await postCallback(validCallback({ phoneNumber: typed })))
    expect((await rowById(id))?.phone_e164).toBe(e164)
  })

  it('answers 400 with the French message of each field', async () => {
    const response = await postCallback({
      firstName: 'A',
      lastName: 'x'.repeat(51),
      phoneNumber: '12345',
      email: 'pas-un-email',
      source: 'page',
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    })
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(error.fields).toEqual({
      firstName: ['Veuillez entrer votre prénom'],
      lastName: ['Le nom ne doit pas dépasser 50 caractères'],
      phoneNumber: ['Le numéro de téléphone doit contenir au moins 10 chiffres', 'Veuillez entrer un numéro de téléphone français valide'],
      email: ['Veuillez entrer une adresse email valide'],
    })
  })

  it('refuses missing fields, unknown fields, a bad source and a non-object body', async () => {
    const missing = await readError(await postCallback({ firstName: 'Camille' }))
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['email', 'lastName', 'phoneNumber'])
    const extra = await postCallback(validCallback({ isAdmin: true }))
    expect(extra.status).toBe(400)
    expect((await readError(extra)).fields?._form).toEqual(['Champ non prévu dans la demande'])
    const badSource = await postCallback(validCallback({ source: 'elsewhere' }))
    expect(badSource.status).toBe(400)
    expect((await readError(badSource)).fields).toEqual({ source: ['Origine de la demande inconnue'] })
    for (const body of ['[]', '"text"', '42', 'null']) {
      const response = await postCallback(body)
      expect(response.status, body).toBe(400)
      expect((await readError(response)).fields, body).toEqual({ _form: ['La demande doit être un objet JSON'] })
    }
  })

  it('answers wrong JSON types in French, one message per problem', async () => {
    const response = await postCallback({
      firstName: ['Camille'],
      lastName: { nom: 'Martin' },
      phoneNumber: 612345678,
      email: ['camille@example.fr'],
      source: 42,
      privacyNoticeVersion: true,
      website: 7,
    })
    expect(response.status).toBe(400)
    const { fields } = await readError(response)
    expect(fields).toEqual({
      firstName: ['Veuillez entrer votre prénom'],
      lastName: ['Veuillez entrer votre nom'],
      phoneNumber: ['Veuillez entrer un numéro de téléphone français valide'],
      email: ['Veuillez entrer une adresse email valide'],
      source: ['Origine de la demande inconnue'],
      privacyNoticeVersion: ['Version de la politique de confidentialité invalide'],
      website: ['Champ invalide'],
    })
  })

  it('answers 400 in JSON for malformed JSON', async () => {
    const response = await postCallback('{"firstName": ')
    expect(response.status).toBe(400)
    expect((await readError(response)).code).toBe('bad_request')
  })

  it('answers 415 for anything but JSON', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await postCallback(JSON.stringify(validCallback()), { 'Content-Type': type })
      expect(response.status, type).toBe(415)
      expect((await readError(response)).code).toBe('unsupported_media_type')
    }
    const none = await api('/api/callback-requests', { method: 'POST', body: JSON.stringify(validCallback()) })
    expect(none.status).toBe(415)
  })

  it('answers 413 past 8 KiB, with or without a Content-Length', async () => {
    const big = JSON.stringify(validCallback({ email: `${'a'.repeat(9000)}@example.fr` }))
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
    const foreign = await postCallback(validCallback(), { Origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect((await readError(foreign)).code).toBe('forbidden')
    const crossSite = await postCallback(validCallback(), { 'Sec-Fetch-Site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const sameSite = await postCallback(validCallback(), { 'Sec-Fetch-Site': 'same-site' })
    expect(sameSite.status).toBe(403)
    const sameOrigin = await postCallback(validCallback(), { Origin: ORIGIN })
    expect(sameOrigin.status).toBe(201)
  })

  it('replays an Idempotency-Key: same answer, one row; another body with it gives 422', async () => {
    const key = crypto.randomUUID()
    const body = validCallback()
    const before = await countCallbackRows(env.DB)
    const first = await postCallback(body, { 'Idempotency-Key': key })
    const second = await postCallback(body, { 'Idempotency-Key': key })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await countCallbackRows(env.DB)).toBe(before + 1)

    const other = await postCallback({ ...body, firstName: 'Dominique' }, { 'Idempotency-Key': key })
    expect(other.status).toBe(422)
    expect((await readError(other)).code).toBe('idempotency_conflict')
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
  })

  it('writes one row for concurrent submissions with one key', async () => {
    const key = crypto.randomUUID()
    const body = validCallback()
    const before = await countCallbackRows(env.DB)
    const responses = await Promise.all(Array.from({ length: 4 }, () => postCallback(body, { 'Idempotency-Key': key })))
    const ids = await Promise.all(responses.map(async (r) => (await r.json()) as { id: string }))
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201])
    expect(new Set(ids.map((b) => b.id)).size).toBe(1)
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
  })

  it('accepts a version 4 or 7 UUID as Idempotency-Key and refuses any other, nil and max included', async () => {
    const refused = [
      'not-a-uuid',
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      'c232ab00-9414-11ec-b3c8-9e6bdeced846', // version 1
      '5df41881-3aed-3515-88a7-2f4a814cf09e', // version 3
      '0192e4a2-7c1f-7abc-cdef-0123456789ab', // version 7, but not the RFC 9562 variant
    ]
    for (const key of refused) {
      const response = await postCallback(validCallback(), { 'Idempotency-Key': key })
      expect(response.status, key).toBe(400)
      expect((await readError(response)).message).toMatch(/version 4 ou 7/)
    }
    for (const key of [crypto.randomUUID(), '0192e4a2-7c1f-7abc-8def-0123456789ab']) {
      const response = await postCallback(validCallback(), { 'Idempotency-Key': key })
      expect(response.status, key).toBe(201)
    }
  })

  it('answers 503 and writes nothing when D1 fails', async () => {
    const before = await countCallbackRows(env.DB)
    // A real D1 failure: the table is not there for the duration of the request.
    await env.DB.exec('ALTER TABLE callback_requests RENAME TO callback_requests_away')
    let response: Response
    try {
      response = await postCallback(validCallback())
    } finally {
      await env.DB.exec('ALTER TABLE callback_requests_away RENAME TO callback_requests')
    }
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await readError(response)).code).toBe('service_unavailable')
    expect(await countCallbackRows(env.DB)).toBe(before)
  })
})

describe('the documented body: first name, last name, phone and e-mail', () => {
  it('accepts exactly the four documented fields: 201, a row from the API with the notice in force', async () => {
    const phoneNumber = uniquePhone()
    // A partner's server: JSON, no browser headers, no Idempotency-Key.
    const response = await api('/api/callback-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': freshClientIp() },
      body: JSON.stringify({ firstName: 'Claude', lastName: 'Petit', phoneNumber, email: 'claude.petit@example.fr' }),
    })
    const row = await rowById(await createdId(response))
    expect(row).toMatchObject({
      first_name: 'Claude',
      last_name: 'Petit',
      phone_number: phoneNumber,
      source: 'api',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    })
  })

  it('records a published notice version the client names, and refuses any other date', async () => {
    const id = await createdId(await postCallback(validCallback({ privacyNoticeVersion: '2025-05-15' })))
    expect((await rowById(id))?.privacy_notice_version).toBe('2025-05-15')
    for (const version of ['1999-01-01', '2999-12-31', '2025-05-16', '', 'latest']) {
      const response = await postCallback(validCallback({ privacyNoticeVersion: version }))
      expect(response.status, version).toBe(400)
      expect((await readError(response)).fields, version).toEqual({
        privacyNoticeVersion: ['Version de la politique de confidentialité invalide'],
      })
    }
  })
})

describe('names that are names', () => {
  const hostile: [string, string, 'characters' | 'required'][] = [
    ['zero-width spaces only', '\u200b\u200b\u200b\u200b', 'characters'],
    ['a right-to-left override', 'Ca\u202emille', 'characters'],
    ['NUL', 'Cam\u0000ille', 'characters'],
    ['CR/LF', 'Camille\r\nBcc: x', 'characters'],
    ['an ANSI escape', '\u001b[31mCamille', 'characters'],
    ['a lone surrogate', 'Cam\ud800ille', 'characters'],
    ['40 stacked accents on one letter', `C${'\u0301'.repeat(40)}`, 'characters'],
    ['40 stacked accents after a name', `Camille${'\u0301'.repeat(40)}`, 'characters'],
    ['a byte-order mark inside', 'Cam\ufeffille', 'characters'],
    ['a line separator', 'Cam\u2028ille', 'characters'],
    ['digits and punctuation only', '12-34', 'required'],
    ['one letter', 'C.', 'required'],
    ['HTML markup', '<img src=x onerror=alert(1)>', 'characters'],
    ['template syntax', '{{constructor.constructor}}', 'characters'],
    ['full-width angle brackets', '\uff1cimg src=x\uff1e', 'characters'],
  ]

  const messages = {
    // A value that holds no name is asked for again.
    required: { firstName: ['Veuillez entrer votre prénom'], lastName: ['Veuillez entrer votre nom'] },
    // A name typed with a character no name holds is told which characters a name is written with.
    characters: {
      firstName: ["Le prénom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union"],
      lastName: ["Le nom s'écrit avec des lettres, des espaces, des apostrophes et des traits d'union"],
    },
  }

  it.each(hostile)('refuses %s with the French message naming the rule', async (_, name, rule) => {
    const response = await postCallback(validCallback({ firstName: name, lastName: name }))
    expect(response.status).toBe(400)
    expect((await readError(response)).fields).toEqual(messages[rule])
  })

  it.each([['@SUM(1+1)'], ['+cmd'], ['-2+3'], ['=HYPERLINK(x)']])(
    'refuses %s, which a spreadsheet would run as a formula, with a message saying so',
    async (name) => {
      const response = await postCallback(validCallback({ firstName: name, lastName: name }))
      expect(response.status).toBe(400)
      expect((await readError(response)).fields).toEqual({
        firstName: ['Le prénom ne peut pas commencer par =, +, - ou @'],
        lastName: ['Le nom ne peut pas commencer par =, +, - ou @'],
      })
    },
  )

  it.each([['<b>Camille</b>'], ['Camille & Marie'], ['Cam"ille'], ['Cam=ille'], ['{Camille}']])(
    'refuses %s with the characters a name is written with, not « Veuillez entrer votre prénom »',
    async (name) => {
      const response = await postCallback(validCallback({ firstName: name }))
      expect(response.status).toBe(400)
      expect((await readError(response)).fields).toEqual({ firstName: messages.characters.firstName })
    },
  )

  it('stores names in NFC and keeps the accents, apostrophes and hyphens of real names', async () => {
    const decomposed = 'Ame\u0301lie'
    const id = await createdId(await postCallback(validCallback({ firstName: decomposed, lastName: 'N’Diaye-Lefèvre' })))
    const row = await rowById(id)
    expect(row?.first_name).toBe('Amélie')
    expect(row?.first_name).toBe(decomposed.normalize('NFC'))
    expect(row?.last_name).toBe('N’Diaye-Lefèvre')
  })
})

describe('phone numbers', () => {
  it.each([
    ['tabs', '06\t12\t34\t56\t78'],
    ['a line break', '06\n12 34 56 78'],
    ['non-breaking spaces', '06\u00a012\u00a034\u00a056\u00a078'],
    ['six digits and 200 spaces', `061234${' '.repeat(200)}`],
    ['more than 30 characters', '06      12      34      56      78'],
  ])('refuses %s', async (_, phoneNumber) => {
    const response = await postCallback(validCallback({ phoneNumber }))
    expect(response.status).toBe(400)
    const { fields } = await readError(response)
    expect(Object.keys(fields ?? {})).toEqual(['phoneNumber'])
    expect(fields?.phoneNumber?.[0]).toMatch(/^(Veuillez entrer un numéro|Le numéro de téléphone doit)/)
  })
})

describe('abuse limits', () => {
  it('answers the same phone number within 24 hours with the first id and writes no row', async () => {
    const phone = uniquePhone()
    const before = await countCallbackRows(env.DB)
    const first = await createdId(await postCallback(validCallback({ phoneNumber: phone })))
    // Another key, another e-mail, the number written another way: the same number all the same.
    const international = `+33 ${phone.slice(1)}`
    const again = await postCallback(validCallback({ phoneNumber: international, email: 'autre@example.fr' }), {
      'Idempotency-Key': crypto.randomUUID(),
    })
    expect(await createdId(again)).toBe(first)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
    expect((await rowById(first))?.email).toBe('camille.martin@example.fr')
  })

  it('stores the number again once its last request is more than 24 hours old', async () => {
    const phone = '01 98 76 54 32'
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString()
    await env.DB.prepare(
      `INSERT INTO callback_requests (id, created_at, first_name, last_name, phone_number, phone_e164,
         email, source, privacy_notice_version, idempotency_key, request_hash)
       VALUES ('yesterday', ?1, 'Jean', 'Dupont', ?2, '+33198765432', 'jean@example.fr', 'page', '2025-05-15', NULL, 'h')`,
    )
      .bind(old, phone)
      .run()
    const id = await createdId(await postCallback(validCallback({ phoneNumber: phone })))
    expect(id).not.toBe('yesterday')
    expect((await rowById(id))?.phone_e164).toBe('+33198765432')
  })

  it('answers a filled bot trap with 201 and stores nothing; an empty one changes nothing', async () => {
    const before = await countCallbackRows(env.DB)
    const trapped = await postCallback(validCallback({ website: 'https://spam.example' }))
    expect(trapped.status).toBe(201)
    const { id } = CallbackCreated.parse(await trapped.json())
    expect(await rowById(id)).toBeNull()
    expect(await countCallbackRows(env.DB)).toBe(before)

    const person = await postCallback(validCallback({ website: '' }))
    expect(await rowById(await createdId(person))).not.toBeNull()
    expect(await countCallbackRows(env.DB)).toBe(before + 1)
  })

  it('answers 429 with Retry-After once a client sends too many', async () => {
    const ip = '203.0.113.77'
    let limited: Response | undefined
    for (let i = 0; i < 30 && !limited; i += 1) {
      const response = await postCallback(validCallback(), { 'CF-Connecting-IP': ip })
      if (response.status === 429) limited = response
      else expect(response.status).toBe(201)
    }
    expect(limited, 'no 429 after 30 posts').toBeDefined()
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await readError(limited as Response)).code).toBe('rate_limited')
  })

  it('limits an IPv6 client by its /64, whatever address it takes inside it', async () => {
    let limited = false
    for (let i = 1; i <= 30 && !limited; i += 1) {
      // A new interface identifier each time, inside 2001:db8:77:1::/64.
      const address = `2001:db8:77:1:${i.toString(16)}:${(i * 7919).toString(16)}:0:1`
      const response = await postCallback(validCallback(), { 'CF-Connecting-IP': address })
      limited = response.status === 429
      if (!limited) expect(response.status).toBe(201)
    }
    expect(limited, 'no 429 after 30 posts from one /64').toBe(true)
    // Another /64 of the same provider is another client.
    const neighbour = await postCallback(validCallback(), { 'CF-Connecting-IP': '2001:db8:77:2::1' })
    expect(neighbour.status).toBe(201)
  })

  it('counts invalid requests towards the limit', async () => {
    const ip = '203.0.113.78'
    let limited = false
    for (let i = 0; i < 30 && !limited; i += 1) {
      const response = await postCallback({ firstName: 'A' }, { 'CF-Connecting-IP': ip })
      limited = response.status === 429
      if (!limited) expect(response.status).toBe(400)
    }
    expect(limited, 'no 429 after 30 invalid posts').toBe(true)
    const valid = await postCallback(validCallback(), { 'CF-Connecting-IP': ip })
    expect(valid.status).toBe(429)
  })
})

async function countCallbackRowsWithEmailLike(pattern: string): Promise<number> {
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM callback_requests WHERE email LIKE ?1').bind(pattern).first<{ n: number }>()
  return row?.n ?? 0
}
