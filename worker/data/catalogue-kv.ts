import { CatalogueMetadata } from '#contract/catalogue'

export interface CatalogueEntry {
  /** The JSON text exactly as the seed wrote it. */
  body: string
  /** Catalogue version the entry belongs to; the response's ETag. */
  version: string
}

/** One KV read: the value and its version come back together through the key's metadata. */
export async function readCatalogueEntry(kv: KVNamespace, key: string): Promise<CatalogueEntry | null> {
  const { value, metadata } = await kv.getWithMetadata(key, { type: 'text', cacheTtl: 60 })
  if (value === null) return null
  const parsed = CatalogueMetadata.safeParse(metadata)
  return { body: value, version: parsed.success ? parsed.data.version : 'unversioned' }
}
