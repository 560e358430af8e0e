import type { Env } from 'hono'
import { Hono } from 'hono'
import { z } from 'zod'
import { methodNotAllowed } from '../http/errors.ts'
import { describeOperation } from '../openapi/describe-operation.ts'
import { openApiDocument } from '../openapi/document.ts'
import { answer } from '../openapi/responses.ts'

/**
 * Mounted at /api: the OpenAPI 3.1 document of `api`, generated from its routes' own descriptions
 * (docs/decisions/0047). `api` is the whole app, this route included.
 */
export function openapiRoutes<E extends Env>(api: Hono<E>): Hono<E> {
  const routes = new Hono<E>()
  routes.get(
    '/openapi.json',
    describeOperation({
      tags: ['Service'],
      summary: 'Ce document (OpenAPI 3.1)',
      responses: {
        200: answer('Le document OpenAPI de l’API.', { body: z.record(z.string(), z.unknown()), headers: ['Cache-Control'] }),
      },
    }),
    async (c) => {
      // It changes only with a deploy.
      c.header('Cache-Control', 'public, max-age=300')
      return c.json(await openApiDocument(api))
    },
  )
  routes.all('/openapi.json', methodNotAllowed('GET, HEAD'))
  return routes
}
