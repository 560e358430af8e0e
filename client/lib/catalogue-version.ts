import type { CatalogueVersion } from '#contract/catalogue'
import { apiRequest } from './api-client.ts'

/**
 * The version of the catalogue KV serves now, or null when the API cannot say (offline, API down).
 * A prerendered page compares it with the version its embedded data belongs to before it hydrates
 * (client/main.tsx, docs/decisions/0016).
 */
export async function fetchCatalogueVersion(): Promise<string | null> {
  try {
    return (await apiRequest<CatalogueVersion>('/api/catalogue/version')).version
  } catch {
    return null
  }
}
