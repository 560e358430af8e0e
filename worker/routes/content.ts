import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { methodNotAllowed } from '../http/errors.ts'

const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the home page's benefits and testimonials. */
export const content = new Hono<{ Bindings: Cloudflare.Env }>()

content.get('/benefits', (c) => serveCatalogueKey(c, kvKeys.benefits, { kind: 'fixed' }))
content.all('/benefits', readOnly)

content.get('/testimonials', (c) => serveCatalogueKey(c, kvKeys.testimonials, { kind: 'fixed' }))
content.all('/testimonials', readOnly)
