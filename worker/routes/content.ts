import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { methodNotAllowed } from '../http/errors.ts'

const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the home page's benefits, testimonials and savings figures. */
export const content = new Hono<{ Bindings: Cloudflare.Env }>()

content.get('/benefits', (c) => serveCatalogueKey(c, kvKeys.benefits, { kind: 'fixed' }))
content.all('/benefits', readOnly)

content.get('/testimonials', (c) => serveCatalogueKey(c, kvKeys.testimonials, { kind: 'fixed' }))
content.all('/testimonials', readOnly)

content.get('/savings-claims', (c) => serveCatalogueKey(c, kvKeys.savingsClaims, { kind: 'fixed' }))
content.all('/savings-claims', readOnly)
