import type { Context } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { CatalogueUnavailableError, memoryTtlOf, readCatalogueEntry } from '../data/catalogue-kv.ts'
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_RETRY_AFTER_SECONDS } from './catalogue-policy.ts'
import type { AppEnv } from './app-env.ts'
import { apiError } from './errors.ts'

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  // Weak comparison (RFC 9110 §13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** How a route reads its key: a fixed key (no 404 possible) or an item named by the request. */
export type CatalogueRead = { kind: 'fixed'; cacheControl?: string } | { kind: 'item'; notFound: string; cacheControl?: string }

function catalogueUnavailable(c: Context<AppEnv>): Response {
  c.header('Retry-After', String(CATALOGUE_RETRY_AFTER_SECONDS))
  c.header('Cache-Control', 'no-store')
  return apiError(c, 503, 'service_unavailable', 'Le catalogue est momentanément indisponible. Veuillez réessayer.')
}

type Read = { entry: NonNullable<Awaited<ReturnType<typeof readCatalogueEntry>>> } | { response: Response }

/** Reads a key, or gives the answer a failed read deserves (503 for the catalogue, 404 for a missing item). */
async function readEntry(c: Context<AppEnv>, key: string, read: CatalogueRead): Promise<Read> {
  let entry: Awaited<ReturnType<typeof readCatalogueEntry>>
  try {
    entry = await readCatalogueEntry(c.env.CATALOGUE, key, read.kind, Date.now(), memoryTtlOf(c.env.CATALOGUE_MEMORY_SECONDS))
  } catch (error) {
    if (!(error instanceof CatalogueUnavailableError)) throw error
    console.error('catalogue: KV unavailable', error.message, error.cause)
    return { response: catalogueUnavailable(c) }
  }
  if (entry) return { entry }
  if (read.kind === 'item') return { response: apiError(c, 404, 'not_found', read.notFound) }
  console.error(`catalogue: fixed key ${key} is missing from KV (empty or half-seeded catalogue)`)
  return { response: catalogueUnavailable(c) }
}

/**
 * Answers a GET from one catalogue key: 200 with the stored JSON, 304 when the client already has
 * this catalogue version, 404 for an item KV does not have, and 503 (with Retry-After) when a fixed
 * key is missing or KV fails with no copy of the key in this isolate.
 */
export async function serveCatalogueKey(c: Context<AppEnv>, key: string, read: CatalogueRead): Promise<Response> {
  const result = await readEntry(c, key, read)
  if ('response' in result) return result.response
  const etag = `"${result.entry.version}"`
  c.header('ETag', etag)
  c.header('Cache-Control', read.cacheControl ?? CATALOGUE_CACHE_CONTROL)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  c.header('Content-Type', 'application/json; charset=utf-8')
  return c.body(result.entry.body, 200)
}

/**
 * Answers a GET computed from one fixed catalogue key (the regulated references, picked by date), with
 * the same failure answers as serveCatalogueKey. The ETag is the catalogue version plus the day the
 * answer is for: the same catalogue gives another answer on another day, and a reseed still changes
 * every ETag.
 *
 * A `companion` key, written by another writer than the seed (the Tempo job's days from RTE), is read
 * too and handed to `answer` (null while it does not exist). Its own version joins the ETag, so a change
 * of either key changes every cached answer.
 */
export async function serveCatalogueAnswer(
  c: Context<AppEnv>,
  key: string,
  day: string,
  answer: (stored: unknown, companion: unknown) => unknown,
  companion?: string,
): Promise<Response> {
  const result = await readEntry(c, key, { kind: 'fixed' })
  if ('response' in result) return result.response
  let extra: Awaited<ReturnType<typeof readCatalogueEntry>> = null
  if (companion !== undefined) {
    try {
      extra = await readCatalogueEntry(c.env.CATALOGUE, companion, 'item', Date.now(), memoryTtlOf(c.env.CATALOGUE_MEMORY_SECONDS))
    } catch (error) {
      if (!(error instanceof CatalogueUnavailableError)) throw error
      console.error('catalogue: KV unavailable', error.message, error.cause)
      return catalogueUnavailable(c)
    }
  }
  const etag = extra ? `"${result.entry.version}+${extra.version}-${day}"` : `"${result.entry.version}-${day}"`
  c.header('ETag', etag)
  c.header('Cache-Control', CATALOGUE_CACHE_CONTROL)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  return c.json(answer(JSON.parse(result.entry.body), extra ? JSON.parse(extra.body) : null), 200)
}

/**
 * Answers a GET computed from a key and the `offers` key together, for one day: the supplier answers,
 * whose price fields are their headlines on that day (contract/supplier-headline.ts). Same failure
 * answers as serveCatalogueKey (404 for an unknown item); the ETag is the catalogue version plus the day.
 */
export async function servePricedAnswer(
  c: Context<AppEnv>,
  key: string,
  read: CatalogueRead,
  day: string,
  answer: (stored: unknown, offers: unknown) => unknown,
): Promise<Response> {
  const item = await readEntry(c, key, read)
  if ('response' in item) return item.response
  const offers = await readEntry(c, kvKeys.offers, { kind: 'fixed' })
  if ('response' in offers) return offers.response
  const etag = `"${offers.entry.version}-${day}"`
  c.header('ETag', etag)
  c.header('Cache-Control', read.cacheControl ?? CATALOGUE_CACHE_CONTROL)
  if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  return c.json(answer(JSON.parse(item.entry.body), JSON.parse(offers.entry.body)), 200)
}
