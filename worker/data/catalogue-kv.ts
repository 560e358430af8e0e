import { CatalogueMetadata } from '#contract/catalogue'

export interface CatalogueEntry {
  /** The JSON text exactly as the seed wrote it. */
  body: string
  /** Catalogue version the entry belongs to; the response's ETag. */
  version: string
}

/**
 * How long an isolate keeps a catalogue answer in memory. KV itself may serve a value up to 60 s old
 * after a write (cacheTtl and eventual consistency), so this adds no staleness a reseed does not
 * already have, and saves the KV round trip for the hot keys.
 */
export const MEMORY_TTL_MS = 60_000
/** The memory time a deployment sets (CATALOGUE_MEMORY_SECONDS in wrangler.toml), else MEMORY_TTL_MS. */
export function memoryTtlOf(seconds: string | undefined): number {
  const value = Number(seconds)
  return seconds !== undefined && seconds.trim() !== '' && Number.isFinite(value) && value >= 0 ? value * 1000 : MEMORY_TTL_MS
}

/** After a failed KV read, the last good copy is served this long before KV is tried again. */
export const RETRY_AFTER_FAILURE_MS = 5_000
const MEMORY_MAX_KEYS = 512

/**
 * - `fixed`: a key the catalogue always has (the lists, the version). Its absence is a fault of the
 *   catalogue (empty or half-seeded KV), never remembered: the next request reads KV again.
 * - `item`: a key named by the request (a supplier id, an article slug). Its absence is an answer
 *   (404), remembered for a minute so probing ids cannot multiply KV reads.
 */
export type CatalogueKeyKind = 'fixed' | 'item'

/** KV could not be read and this isolate holds no copy of the key: the API answers 503. */
export class CatalogueUnavailableError extends Error {
  constructor(key: string, options?: { cause?: unknown }) {
    super(`Catalogue key ${JSON.stringify(key)} could not be read`, options)
    this.name = 'CatalogueUnavailableError'
  }
}

interface Memory {
  /** Values read from KV; an expired one is still the last good copy. */
  found: Map<string, { entry: CatalogueEntry; expires: number }>
  /** Item keys KV said it does not have. Kept apart, so probing cannot evict the good copies. */
  missing: Map<string, number>
}

// One memory per namespace binding, so a test's namespace never sees another's values.
const memories = new WeakMap<KVNamespace, Memory>()

function memoryOf(kv: KVNamespace): Memory {
  let memory = memories.get(kv)
  if (!memory) {
    memory = { found: new Map(), missing: new Map() }
    memories.set(kv, memory)
  }
  return memory
}

/** Sets a key as the newest of its map, dropping the oldest one when the map is full. */
function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key)
  if (map.size >= MEMORY_MAX_KEYS) {
    const oldest = map.keys().next()
    if (!oldest.done) map.delete(oldest.value)
  }
  map.set(key, value)
}

/**
 * At most one KV read per request: the value and its version come back together through the key's
 * metadata. Returns null when KV does not have the key. When KV fails, answers with the last good copy
 * this isolate read, however old; without one, throws CatalogueUnavailableError.
 */
export async function readCatalogueEntry(
  kv: KVNamespace,
  key: string,
  kind: CatalogueKeyKind = 'item',
  now: number = Date.now(),
  memoryTtlMs: number = MEMORY_TTL_MS,
): Promise<CatalogueEntry | null> {
  const memory = memoryOf(kv)
  const known = memory.found.get(key)
  if (known && known.expires > now) return known.entry
  const missingUntil = memory.missing.get(key)
  if (missingUntil !== undefined && missingUntil > now) return null

  let read: KVNamespaceGetWithMetadataResult<string, unknown>
  try {
    read = await kv.getWithMetadata(key, { type: 'text', cacheTtl: 60 })
  } catch (error) {
    if (known) {
      console.warn(`catalogue: KV read of ${key} failed, serving this isolate's last copy`, error)
      known.expires = now + RETRY_AFTER_FAILURE_MS
      return known.entry
    }
    throw new CatalogueUnavailableError(key, { cause: error })
  }

  const { value, metadata } = read
  if (value === null) {
    memory.found.delete(key)
    if (kind === 'item') remember(memory.missing, key, now + memoryTtlMs)
    return null
  }
  const parsed = CatalogueMetadata.safeParse(metadata)
  const entry = { body: value, version: parsed.success ? parsed.data.version : 'unversioned' }
  memory.missing.delete(key)
  remember(memory.found, key, { entry, expires: now + memoryTtlMs })
  return entry
}
