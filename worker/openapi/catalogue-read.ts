/**
 * describeOperation() for a read of the catalogue (worker/http/catalogue-response.ts): the answers every
 * such read has, and the If-None-Match header they revalidate with.
 */
import { z } from '#contract/zod'
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_RETRY_AFTER_SECONDS } from '../http/catalogue-policy.ts'
import { headerParameter } from './parameters.ts'
import type { DocumentedResponse } from './responses.ts'
import { answer, errors } from './responses.ts'
import { describeOperation } from './describe-operation.ts'

const ifNoneMatch = headerParameter({
  name: 'If-None-Match',
  description: 'L’ETag d’une réponse précédente : 304 sans corps si le catalogue n’a pas changé.',
  schema: z.string(),
  // No catalogue has this version, so the example asks for the whole answer.
  example: '"0000000000000000"',
})

export interface CatalogueRead {
  summary: string
  description?: string
  /** The contract's schema of the 200 answer. */
  body: z.core.$ZodType
  /** The answers the route adds to the shared ones: a 400 for a bad parameter, a 404 for an unknown item. */
  responses?: Record<number, DocumentedResponse>
}

export function describeCatalogueRead(read: CatalogueRead) {
  return describeOperation({
    tags: ['Catalogue'],
    summary: read.summary,
    ...(read.description ? { description: read.description } : {}),
    // The path and query parameters come from the route's validator, before this header.
    parameters: [ifNoneMatch],
    responses: {
      200: answer(`Le contenu du catalogue chargé. Cache-Control : ${CATALOGUE_CACHE_CONTROL}.`, {
        body: read.body,
        headers: ['ETag', 'Cache-Control'],
      }),
      304: answer('Le client a déjà cette version (If-None-Match).', { headers: ['ETag', 'Cache-Control'] }),
      ...read.responses,
      503: errors.unavailable(
        `catalogue absent ou illisible (KV vide ou injoignable, sans copie en mémoire). Retry-After : ${CATALOGUE_RETRY_AFTER_SECONDS}.`,
      ),
    },
  })
}

/** The 400 of a read by date, with the contract's message. */
export const invalidDate = (message: string) => errors.badRequest(`Date invalide (\`validation_failed\`) : « ${message} »`)
