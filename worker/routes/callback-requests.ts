import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { validator } from 'hono-openapi'
import { CallbackCreated, CallbackRequest, DEFAULT_CALLBACK_SOURCE, IdempotencyKey, toE164 } from '#contract/callback-request'
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, PRIVACY_NOTICE_VERSION } from '#contract/constants'
import type { CallbackRecord, InsertOutcome } from '../data/callback-requests-d1.ts'
import { insertCallbackRequest } from '../data/callback-requests-d1.ts'
import { enqueueCallbackDelivery } from '../jobs/callback-delivery.ts'
import { ENQUEUE_GRACE_MS } from '../jobs/callback-queues.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { rateLimitKey } from '../http/rate-limit-key.ts'
import { describeOperation } from '../openapi/describe-operation.ts'
import { headerParameter } from '../openapi/parameters.ts'
import { answer, errors } from '../openapi/responses.ts'
import { requestBodyOptions } from '../openapi/schemas.ts'

type Env = { Bindings: Cloudflare.Env }

export const MAX_CALLBACK_BODY_BYTES = 8 * 1024

/** One problem the validator found, as Standard Schema reports it (zod's issues are of this form). */
interface ValidationIssue {
  message: string
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined
}

/**
 * The `fields` of a 400: each field's French messages, each message once, in the order they were
 * found; a problem with the body as a whole (an unknown key, not an object) under `_form`, last.
 */
function validationFields(issues: readonly ValidationIssue[]): Record<string, string[]> {
  const byField = new Map<string, Set<string>>()
  const form = new Set<string>()
  for (const { message, path } of issues) {
    const first = path?.[0]
    if (first === undefined) {
      form.add(message)
      continue
    }
    const name = String(typeof first === 'object' ? first.key : first)
    byField.set(name, (byField.get(name) ?? new Set()).add(message))
  }
  const fields = Object.fromEntries([...byField].map(([name, messages]) => [name, [...messages]]))
  if (form.size > 0) fields._form = [...form]
  return fields
}

/**
 * A request a client can send as it is, and the document's example: the four fields a visitor types,
 * with a number of the 01 99 00 block, which ARCEP keeps for fiction, and an address of a domain
 * reserved for examples.
 */
const CALLBACK_REQUEST_EXAMPLE = {
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '01 99 00 12 34',
  email: 'camille.martin@example.com',
}

/** Mounted at /api: the one write of the site. */
export const callbackRequests = new Hono<Env>()

callbackRequests.post(
  '/callback-requests',
  describeOperation({
    tags: ['Demandes de rappel'],
    summary: 'Demander à être rappelé',
    description: [
      'Quatre champs suffisent : firstName (prénom), lastName (nom), phoneNumber (numéro de téléphone) et email (adresse e-mail).',
      '`source` absent est enregistré comme « api » ; `privacyNoticeVersion` absent, le service enregistre la',
      'version de la politique de confidentialité en vigueur (une version envoyée doit avoir été publiée).',
      'Un même numéro déjà enregistré depuis moins de 24 heures ne crée pas de nouvelle demande : la réponse',
      'est celle de la première (même identifiant). Cinq demandes par minute et par client (un /64 en IPv6),',
      'invalides comprises. Un navigateur d’un autre site est refusé (403). Une demande enregistrée est transmise',
      'au centre d’appels dans la minute qui suit.',
    ].join(' '),
    parameters: [
      headerParameter({
        name: IDEMPOTENCY_HEADER,
        description: 'Un UUID (version 4 ou 7) par demande : la même demande renvoyée avec la même clé n’est enregistrée qu’une fois.',
        schema: IdempotencyKey,
        example: '3b241101-e2bb-4255-8caf-4136c566a962',
      }),
    ],
    responses: {
      201: answer('Demande enregistrée (ou déjà enregistrée : même identifiant).', {
        body: CallbackCreated,
        headers: ['Cache-Control', 'Idempotent-Replayed'],
      }),
      400: errors.badRequest(
        'Corps invalide (`validation_failed`, messages par champ dans `fields`) ou Idempotency-Key invalide (`bad_request`).',
      ),
      403: errors.forbidden,
      413: errors.payloadTooLarge,
      415: errors.unsupportedMediaType,
      422: errors.idempotencyConflict,
      429: errors.rateLimited,
      503: errors.unavailable('La base de données n’a pas répondu ; rien n’a été enregistré.'),
    },
  }),
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
  // Checks the body and describes it (components/schemas/CallbackRequest); the hook keeps the API's error body.
  validator(
    'json',
    CallbackRequest,
    (result, c) => {
      if (!result.success) {
        return apiError(c, 400, 'validation_failed', 'Certaines informations sont invalides.', validationFields(result.error))
      }
      return undefined
    },
    requestBodyOptions(CallbackRequest, 'CallbackRequest', CALLBACK_REQUEST_EXAMPLE),
  ),
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
    const createdAt = new Date()
    try {
      outcome = await insertCallbackRequest(c.env.DB, {
        id: crypto.randomUUID(),
        createdAt,
        enqueueDueAt: new Date(createdAt.getTime() + ENQUEUE_GRACE_MS),
        record,
        idempotencyKey,
        requestHash,
      })
    } catch (error) {
      console.error('callback-requests: D1 insert failed', error)
      c.header('Retry-After', '5')
      return apiError(c, 503, 'service_unavailable', 'Le service est momentanément indisponible. Veuillez réessayer.')
    }

    // Stored: the call centre gets it through the queue, after the answer (docs/decisions/0052). A
    // failure there is never the visitor's: the row stays due and the sweep sends it.
    if (outcome.kind === 'created') c.executionCtx.waitUntil(enqueueCallbackDelivery(c.env, outcome.id))

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
