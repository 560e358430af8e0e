import { Hono } from 'hono'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import { describeOperation } from '../openapi/describe-operation.ts'
import { openApiDocument } from '../openapi/document.ts'
import { answer } from '../openapi/responses.ts'

/**
 * Mounted at /api/openapi.json: the OpenAPI 3.1 document of `api`, generated from its routes' own descriptions
 * (docs/decisions/0047). `api` is the whole app, this route included.
 */
export function openapiRoutes(api: Hono<AppEnv>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.get(
    '/',
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
  return routes
}
