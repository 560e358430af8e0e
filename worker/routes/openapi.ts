import { Hono } from 'hono'
import { methodNotAllowed } from '../http/errors.ts'
import { openApiDocument } from '../openapi/document.ts'

/** Mounted at /api: the OpenAPI 3.1 document of the API, generated from the contract (decision 0022). */
export const openapi = new Hono<{ Bindings: Cloudflare.Env }>()

openapi.get('/openapi.json', (c) => {
  // It changes only with a deploy.
  c.header('Cache-Control', 'public, max-age=300')
  return c.json(openApiDocument())
})
openapi.all('/openapi.json', methodNotAllowed('GET, HEAD'))
