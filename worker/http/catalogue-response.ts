import type { Context } from 'hono'
import { CatalogueUnavailableError, readCatalogueEntry } from '../data/catalogue-kv.ts'
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_RETRY_AFTER_SECONDS } from './catalogue-policy.ts'
import { apiError } from './errors.ts'

type Env = { Bindings: Cloudflare.Env }

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** How a route reads its key: a fixed key (no 404 possible) or an item named by the request. */
export type CatalogueRead =
  | { kind: 'fixed'; cacheControl?: string }
  | { kind: 'item'; notFound: string; cacheControl?: string }

function catalogueUnavailable(c: Context<Env>): Response {
  c.header('Retry-After', String(CATALOGUE_RETRY_AFTER_SECONDS))
  c.header('Cache-Control', 'no-store')
  return apiError(c, 503, 'service_unavailable', 'Le catalogue est momentanément indisponible. Veuillez réessayer.')
}

/**
 * Answers a GET from one catalogue key: 200 with the stored JSON, 304 when the client already has
 * this catalogue version, 404 for an item KV does not have, and 503 (with Retry-After) when a fixed
 * key is missing or KV fails with no copy of the key in this isolate.
 */
export async function serveCatalogueKey(c: Context<Env>, key: string, read: CatalogueRead): Promise<Response> {
  let entry: Awaited<ReturnType<typeof readCatalogueEntry>>
  try {
    entry = await readCatalogueEntry(c.env.CATALOGUE, key, read.kind)
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error
    console.error('catalogue: KV unavailable', error.message, error.cause)
    return catalogueUnavailable(c)
  }
  if (!entry) {
    if (read.kind === 'item') return apiError(c, 404, 'not_found', read.notFound)
    console.error(`catalogue: fixed key ${key} is missing from KV (empty or half-seeded catalogue)`)
    return catalogueUnavailable(c)
  }
  const etag = `"${entry.version}"`
  c.header('ETag', etag)
  c.header('Cache-Control', read.cacheControl ?? CATALOGUE_CACHE_CONTROL)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=utf-8')
  return c.body(entry.body, 200)
}
