import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { validator } from 'hono-openapi'
import { CallbackCreated, CallbackRequest, IdempotencyKey } from '#contract/callback-request'
import { IDEMPOTENCY_HEADER } from '#contract/constants'
import { isCrossSiteRequest, withinCallbackRateLimit } from '../http/callback-guards.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { storeCallbackRequest } from '../services/store-callback-request.ts'
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
  async (c, next) => {
    if (isCrossSiteRequest(c)) return apiError(c, 403, 'forbidden', 'Les demandes venant d’un autre site sont refusées.')
    await next()
  },
  async (c, next) => {
    // Every request that gets this far counts, whether it turns out valid or not.
    if (!(await withinCallbackRateLimit(c))) {
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

    const outcome = await storeCallbackRequest(c.env, c.executionCtx, request, idempotencyKey)
    if (outcome.kind === 'unavailable') {
      c.header('Retry-After', '5')
      return apiError(c, 503, 'service_unavailable', 'Le service est momentanément indisponible. Veuillez réessayer.')
    }
    // A trapped bot gets the same status and shape as a stored request.
    if (outcome.kind === 'replayed') {
      if (!outcome.sameRequest) {
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
