import type { Context } from 'hono'
import { readCatalogueEntry } from '../data/catalogue-kv.ts'
import { apiError } from './errors.ts'

/** Browsers and the edge may keep an answer a minute, then serve it stale while revalidating. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

type Env = { Bindings: Cloudflare.Env }

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * Answers a GET from one catalogue key: 200 with the stored JSON, 304 when the client already has
 * this catalogue version, or the given 404 when the key does not exist.
 */
export async function serveCatalogueKey(
  c: Context<Env>,
  key: string,
  notFoundMessage: string,
  cacheControl: string = CATALOGUE_CACHE_CONTROL,
): Promise<Response> {
  const entry = await readCatalogueEntry(c.env.CATALOGUE, key)
  if (!entry) return apiError(c, 404, 'not_found', notFoundMessage)
  const etag = `"${entry.version}"`
  c.header('ETag', etag)
  c.header('Cache-Control', cacheControl)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=utf-8')
  return c.body(entry.body, 200)
}

/**
 * Answers a GET computed from one catalogue key (the regulated references, picked by date). The ETag
 * is the catalogue version plus the day the answer is for: the same catalogue gives another answer on
 * another day, and a reseed still changes every ETag.
 */
export async function serveCatalogueAnswer(
  c: Context<Env>,
  key: string,
  notFoundMessage: string,
  day: string,
  answer: (stored: unknown) => unknown,
): Promise<Response> {
  const entry = await readCatalogueEntry(c.env.CATALOGUE, key)
  if (!entry) return apiError(c, 404, 'not_found', notFoundMessage)
  const etag = `"${entry.version}-${day}"`
  c.header('ETag', etag)
  c.header('Cache-Control', CATALOGUE_CACHE_CONTROL)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  return c.json(answer(JSON.parse(entry.body)), 200)
}
