import { Hono } from 'hono'
import { CatalogueVersion, kvKeys } from '#contract/catalogue'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'

/**
 * Mounted at /api/catalogue/version: the version of the catalogue in KV. A prerendered page compares it
 * with the version its embedded data belongs to and refetches when they differ (docs/decisions/0016).
 * Revalidated on every use (a 304 when unchanged), so a reseed shows as soon as KV serves it.
 */
export const catalogueVersion = new Hono<AppEnv>()

catalogueVersion.get(
  '/',
  describeCatalogueRead({
    summary: 'Version du catalogue',
    description: 'La version du catalogue chargé ; l’ETag de toutes les réponses du catalogue. Revalidée à chaque usage (no-cache).',
    body: CatalogueVersion,
  }),
  (c) => serveCatalogueKey(c, kvKeys.version, { kind: 'fixed', cacheControl: 'no-cache' }),
)
