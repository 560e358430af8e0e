/**
 * What one route of the API says about itself, and the shapes most routes share (a catalogue read, the
 * error answers). Schemas are zod schemas of the contract; nothing here is written as JSON Schema.
 */
import { z } from 'zod'
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_RETRY_AFTER_SECONDS } from '../http/catalogue-policy.ts'

export type HttpMethod = 'get' | 'head' | 'post'

/** Response headers the document describes (their text is in document.ts). */
export type DocumentedHeader = 'Cache-Control' | 'ETag' | 'Retry-After' | 'Idempotent-Replayed'

export interface ResponseSpec {
  /** French, for a reader of the document. */
  description: string
  /** The JSON body; absent for 304 and HEAD. Errors use the contract's ApiError (see `errors`). */
  body?: z.core.$ZodType | 'error'
  headers?: DocumentedHeader[]
}

export interface ParameterSpec {
  name: string
  description: string
  schema: z.core.$ZodType
  required?: boolean
}

export interface ApiOperation {
  method: HttpMethod
  /** OpenAPI form: /api/suppliers/{id} (Hono's /api/suppliers/:id). */
  path: string
  tag: string
  summary: string
  description?: string
  pathParams?: ParameterSpec[]
  queryParams?: ParameterSpec[]
  headerParams?: ParameterSpec[]
  requestBody?: z.core.$ZodType
  /** Every answer of the route but 500, which every operation gets. */
  responses: Record<number, ResponseSpec>
}

const error = (description: string): ResponseSpec => ({ description, body: 'error' })

/** The error answers of the API, with the code each one carries. */
export const errors = {
  badRequest: (description: string) => error(description),
  notFound: (message: string) => error(`Introuvable (\`not_found\`) : « ${message} »`),
  forbidden: error('Envoyée par le navigateur d’un autre site (`forbidden`).'),
  payloadTooLarge: error('Corps de plus de 8 Kio (`payload_too_large`).'),
  unsupportedMediaType: error('Le corps n’est pas déclaré application/json (`unsupported_media_type`).'),
  idempotencyConflict: error('Cette Idempotency-Key a déjà servi pour une autre demande (`idempotency_conflict`).'),
  rateLimited: { ...error('Trop de demandes (`rate_limited`) ; réessayer après Retry-After secondes.'), headers: ['Retry-After'] },
  unavailable: (why: string): ResponseSpec => ({
    ...error(`Service momentanément indisponible (\`service_unavailable\`) : ${why} Réessayer après Retry-After secondes.`),
    headers: ['Retry-After', 'Cache-Control'],
  }),
} satisfies Record<string, ResponseSpec | ((text: string) => ResponseSpec)>

const ifNoneMatch: ParameterSpec = {
  name: 'If-None-Match',
  description: 'L’ETag d’une réponse précédente : 304 sans corps si le catalogue n’a pas changé.',
  schema: z.string(),
}

function catalogueResponses(body: z.core.$ZodType): Record<number, ResponseSpec> {
  return {
    200: {
      description: `Le contenu du catalogue chargé. Cache-Control : ${CATALOGUE_CACHE_CONTROL}.`,
      body,
      headers: ['ETag', 'Cache-Control'],
    },
    304: { description: 'Le client a déjà cette version (If-None-Match).', headers: ['ETag', 'Cache-Control'] },
    503: errors.unavailable(
      `catalogue absent ou illisible (KV vide ou injoignable, sans copie en mémoire). Retry-After : ${CATALOGUE_RETRY_AFTER_SECONDS}.`,
    ),
  }
}

/** A catalogue answer that always exists: a list, the version. */
export function catalogueList(path: string, summary: string, body: z.core.$ZodType, options: { description?: string } = {}): ApiOperation {
  return {
    method: 'get',
    path,
    tag: 'Catalogue',
    summary,
    ...(options.description ? { description: options.description } : {}),
    headerParams: [ifNoneMatch],
    responses: catalogueResponses(body),
  }
}

/**
 * A catalogue answer computed for a day (`?date=YYYY-MM-DD`, else today in France): the regulated
 * references. A malformed day is a 400 with the contract's message.
 */
export function catalogueByDate(
  path: string,
  summary: string,
  body: z.core.$ZodType,
  options: { date: ParameterSpec; badDate: string; description?: string },
): ApiOperation {
  const responses = catalogueResponses(body)
  responses[400] = errors.badRequest(`Date invalide (\`validation_failed\`) : « ${options.badDate} »`)
  return {
    ...catalogueList(path, summary, body, options.description ? { description: options.description } : {}),
    queryParams: [options.date],
    responses,
  }
}

/** A catalogue answer named by a path parameter: an id, a slug. */
export function catalogueItem(
  path: string,
  summary: string,
  body: z.core.$ZodType,
  options: { param: ParameterSpec; notFound: string; description?: string },
): ApiOperation {
  const responses = catalogueResponses(body)
  responses[404] = errors.notFound(options.notFound)
  if (options.param.name === 'id') {
    responses[400] = errors.badRequest('L’identifiant n’est pas un entier positif écrit simplement (`bad_request`).')
  }
  return {
    ...catalogueList(path, summary, body, options.description ? { description: options.description } : {}),
    pathParams: [options.param],
    responses,
  }
}
