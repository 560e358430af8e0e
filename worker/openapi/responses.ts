/**
 * The answers routes share, for describeOperation(): the error answers, each naming the code its body
 * carries, and the response headers the document describes. Texts are French, for a reader of the
 * document; every error body is the contract's ApiError.
 */
import type { ResponsesWithResolver } from 'hono-openapi'
import { z } from '#contract/zod'
import { ApiError } from '#contract/api-error'
import { answerBody, inlineSchema } from './schemas.ts'

export type DocumentedResponse = ResponsesWithResolver[string]

const HEADERS = {
  'Cache-Control': { description: 'Durée de conservation permise aux navigateurs et au réseau.', schema: z.string() },
  ETag: { description: 'La version du catalogue, entre guillemets.', schema: z.string() },
  'Retry-After': { description: 'Secondes à attendre avant de réessayer.', schema: z.string().regex(/^\d+$/) },
  'Idempotent-Replayed': {
    description: '« true » quand la réponse est celle d’une demande déjà reçue avec la même Idempotency-Key.',
    schema: z.literal('true'),
  },
} satisfies Record<string, { description: string; schema: z.ZodType }>

export type DocumentedHeader = keyof typeof HEADERS

/** An answer: its French description, its JSON body if it has one, the headers it documents. */
export function answer(description: string, options: { body?: z.core.$ZodType; headers?: DocumentedHeader[] } = {}): DocumentedResponse {
  const headers = options.headers?.length
    ? Object.fromEntries(
        options.headers.map((name) => [
          name,
          { description: HEADERS[name].description, schema: inlineSchema(HEADERS[name].schema, 'output') },
        ]),
      )
    : undefined
  return {
    description,
    ...(headers ? { headers } : {}),
    ...(options.body ? { content: { 'application/json': { schema: answerBody(options.body) } } } : {}),
  }
}

const error = (description: string, headers?: DocumentedHeader[]) =>
  answer(description, { body: ApiError, ...(headers ? { headers } : {}) })

/** The error answers of the API, with the code each one carries. */
export const errors = {
  badRequest: (description: string) => error(description),
  notFound: (message: string) => error(`Introuvable (\`not_found\`) : « ${message} »`),
  forbidden: error('Envoyée par le navigateur d’un autre site (`forbidden`).'),
  payloadTooLarge: error('Corps de plus de 8 Kio (`payload_too_large`).'),
  unsupportedMediaType: error('Le corps n’est pas déclaré application/json (`unsupported_media_type`).'),
  idempotencyConflict: error('Cette Idempotency-Key a déjà servi pour une autre demande (`idempotency_conflict`).'),
  rateLimited: error('Trop de demandes (`rate_limited`) ; réessayer après Retry-After secondes.', ['Retry-After']),
  unavailable: (why: string) =>
    error(`Service momentanément indisponible (\`service_unavailable\`) : ${why} Réessayer après Retry-After secondes.`, [
      'Retry-After',
      'Cache-Control',
    ]),
  /** Every operation has it (describeOperation() adds it). */
  internal: error('Erreur inattendue (`internal_error`), sans détail technique.'),
  /** Any address under /api that no route has: described once, in components/responses. */
  unknownPath: error('Adresse inconnue sous /api (`not_found`).'),
  /** A route's address with another method: described once, in components/responses. */
  methodNotAllowed: error('Méthode non prévue pour cette adresse (`method_not_allowed`) ; l’en-tête Allow dit lesquelles le sont.'),
}
