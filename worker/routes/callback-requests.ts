import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import type { CallbackCreated } from '#contract/callback-request'
import { CallbackRequest } from '#contract/callback-request'
import { IDEMPOTENCY_HEADER } from '#contract/constants'
import { insertCallbackRequest } from '../data/callback-requests-d1.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'

type Env = { Bindings: Cloudflare.Env }

export const MAX_CALLBACK_BODY_BYTES = 8 * 1024
const IdempotencyKey = z.uuid()

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
    const client = c.req.header('CF-Connecting-IP') ?? 'unknown-client'
    const { success } = await c.env.CALLBACK_RATE_LIMITER.limit({ key: client })
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
      const { fieldErrors, formErrors } = z.flattenError(result.error)
      const fields: Record<string, string[]> = {}
      for (const [name, messages] of Object.entries(fieldErrors)) {
        if (messages && messages.length > 0) fields[name] = messages
      }
      if (formErrors.length > 0) fields['_form'] = formErrors
      return apiError(c, 400, 'validation_failed', 'Certaines informations sont invalides.', fields)
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
        return apiError(c, 400, 'bad_request', `L'en-tête ${IDEMPOTENCY_HEADER} doit être un UUID.`)
      }
      idempotencyKey = parsedKey.data.toLowerCase()
    }
    const requestHash = await sha256Hex(JSON.stringify(request))

    let stored: Awaited<ReturnType<typeof insertCallbackRequest>>
    try {
      stored = await insertCallbackRequest(c.env.DB, {
        id: crypto.randomUUID(),
        createdAt: new Date().toISOString(),
        request,
        idempotencyKey,
        requestHash,
      })
    } catch (error) {
      console.error('callback-requests: D1 insert failed', error)
      c.header('Retry-After', '5')
      return apiError(
        c,
        503,
        'service_unavailable',
        'Le service est momentanément indisponible. Veuillez réessayer.',
      )
    }

    if (stored.requestHash !== requestHash) {
      return apiError(
        c,
        422,
        'idempotency_conflict',
        'Cette clé de soumission a déjà servi pour une autre demande.',
      )
    }
    if (stored.replayed) c.header('Idempotent-Replayed', 'true')
    c.header('Cache-Control', 'no-store')
    const body: CallbackCreated = { id: stored.id }
    return c.json(body, 201)
  },
)
callbackRequests.all('/callback-requests', methodNotAllowed('POST'))

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}
