import { Hono } from 'hono'
import { CatalogueVersion, kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'

/**
 * Mounted at /api: the version of the catalogue in KV. A prerendered page compares it with the version
 * its embedded data belongs to and refetches when they differ (docs/decisions/0016). Revalidated on
 * every use (a 304 when unchanged), so a reseed shows as soon as KV serves it.
 */
export const catalogueVersion = new Hono<{ Bindings: Cloudflare.Env }>()

catalogueVersion.get(
  '/catalogue/version',
  describeCatalogueRead({
    summary: 'Version du catalogue',
    description: 'La version du catalogue chargé ; l’ETag de toutes les réponses du catalogue. Revalidée à chaque usage (no-cache).',
    body: CatalogueVersion,
  }),
  (c) => serveCatalogueKey(c, kvKeys.version, { kind: 'fixed', cacheControl: 'no-cache' }),
)
catalogueVersion.all('/catalogue/version', methodNotAllowed('GET, HEAD'))
