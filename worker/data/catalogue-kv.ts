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
const MEMORY_MAX_KEYS = 512

interface Remembered {
  entry: CatalogueEntry | null
  expires: number
}

// One memory per namespace binding, so a test's namespace never sees another's values.
const memories = new WeakMap<KVNamespace, Map<string, Remembered>>()

function memoryOf(kv: KVNamespace): Map<string, Remembered> {
  let memory = memories.get(kv)
  if (!memory) {
    memory = new Map()
    memories.set(kv, memory)
  }
  return memory
}

/**
 * At most one KV read per request: the value and its version come back together through the key's
 * metadata. Unknown keys are remembered too, so probing ids cannot multiply KV reads.
 */
export async function readCatalogueEntry(
  kv: KVNamespace,
  key: string,
  now: number = Date.now(),
): Promise<CatalogueEntry | null> {
  const memory = memoryOf(kv)
  const remembered = memory.get(key)
  if (remembered && remembered.expires > now) return remembered.entry

  const { value, metadata } = await kv.getWithMetadata(key, { type: 'text', cacheTtl: 60 })
  const parsed = CatalogueMetadata.safeParse(metadata)
  const entry = value === null ? null : { body: value, version: parsed.success ? parsed.data.version : 'unversioned' }
  if (memory.size >= MEMORY_MAX_KEYS) memory.clear()
  memory.set(key, { entry, expires: now + MEMORY_TTL_MS })
  return entry
}
