import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { CallbackCreated } from '#contract/callback-request'
import { CallbackRequest, DEFAULT_CALLBACK_SOURCE, IdempotencyKey, toE164 } from '#contract/callback-request'
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { CallbackRecord, InsertOutcome } from '../data/callback-requests-d1.ts'
import { insertCallbackRequest } from '../data/callback-requests-d1.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { rateLimitKey } from '../http/rate-limit-key.ts'

type Env = { Bindings: Cloudflare.Env }

export const MAX_CALLBACK_BODY_BYTES = 8 * 1024

/** The `fields` of a 400: each field's French messages, each message once, in the schema's order. */
export function validationFields(error: z.core.$ZodError): Record<string, string[]> {
  const { fieldErrors, formErrors } = z.flattenError(error)
  const fields: Record<string, string[]> = {}
  for (const [name, messages] of Object.entries(fieldErrors as Record<string, string[] | undefined>)) {
    if (messages && messages.length > 0) fields[name] = [...new Set(messages)]
  }
  if (formErrors.length > 0) fields['_form'] = [...new Set(formErrors)]
  return fields
}

/** Mounted at /api: the one write of the site. */
export const callbackRequests = new Hono<Env>()

callbackRequests.post(
  '/callback-requests',
  // Hono's csrf() only guards form content types; a cross-site JSON post must be refused here.
  async (c, next) => {
    const fetchSite = c.req.header('Sec-Fetch-Site')
    const origin = c.req.header('Origin')
    const crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
    const foreignOrigin = origin !== undefined && origin !== new URL(c.req.url).origin
    if (crossSite || foreignOrigin) {
      return apiError(c, 403, 'forbidden', 'Les demandes venant d’un autre site sont refusées.')
    }
    await next()
  },
  async (c, next) => {
    // Every request that gets this far counts, whether it turns out valid or not.
    const { success } = await c.env.CALLBACK_RATE_LIMITER.limit({ key: rateLimitKey(c.req.header('CF-Connecting-IP')) })
    if (!success) {
      c.header('Retry-After', '60')
      return apiError(c, 429, 'rate_limited', 'Trop de demandes. Veuillez réessayer dans une minute.')
    }
    await next()
  },
  async (c, next) => {
    const type = c.req.header('Content-Type') ?? ''
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return apiError(c, 415, 'unsupported_media_type', 'Le corps de la requête doit être du JSON.')
    }
    await next()
  },
  bodyLimit({
    maxSize: MAX_CALLBACK_BODY_BYTES,
    onError: (c) => apiError(c, 413, 'payload_too_large', 'La demande est trop volumineuse.'),
  }),
  zValidator('json', CallbackRequest, (result, c) => {
    if (!result.success) {
      return apiError(c, 400, 'validation_failed', 'Certaines informations sont invalides.', validationFields(result.error))
    }
    return undefined
  }),
  async (c) => {
    const request = c.req.valid('json')
    const rawKey = c.req.header(IDEMPOTENCY_HEADER)
    let idempotencyKey: string | null = null
    if (rawKey !== undefined) {
      const parsedKey = IdempotencyKey.safeParse(rawKey.trim())
      if (!parsedKey.success) {
        return apiError(c, 400, 'bad_request', `L'en-tête ${IDEMPOTENCY_HEADER} doit être un UUID de version 4 ou 7.`)
      }
      idempotencyKey = parsedKey.data.toLowerCase()
    }
    c.header('Cache-Control', 'no-store')

    // The bot trap: the one success that stores nothing (docs/decisions/0020). Same status, same shape,
    // a fresh id, so the sender cannot tell it was caught.
    const trap = request[HONEYPOT_FIELD]
    if (trap !== undefined && trap !== '') {
      console.log('callback-requests: bot trap filled, nothing stored')
      const body: CallbackCreated = { id: crypto.randomUUID() }
      return c.json(body, 201)
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
    try {
      outcome = await insertCallbackRequest(c.env.DB, {
        id: crypto.randomUUID(),
        createdAt: new Date(),
        record,
        idempotencyKey,
        requestHash,
      })
    } catch (error) {
      console.error('callback-requests: D1 insert failed', error)
      c.header('Retry-After', '5')
      return apiError(c, 503, 'service_unavailable', 'Le service est momentanément indisponible. Veuillez réessayer.')
    }

    if (outcome.kind === 'replayed') {
      if (outcome.requestHash !== requestHash) {
        return apiError(c, 422, 'idempotency_conflict', 'Cette clé de soumission a déjà servi pour une autre demande.')
      }
      c.header('Idempotent-Replayed', 'true')
    }
    // A number already stored within 24 hours is answered as its first request was (same id).
    const body: CallbackCreated = { id: outcome.id }
    return c.json(body, 201)
  },
)
callbackRequests.all('/callback-requests', methodNotAllowed('POST'))

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
