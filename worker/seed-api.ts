/**
 * The API as the build sees it: the worker's own Hono app over an in-memory copy of the KV entries the
 * seed writes, so prerendered pages hold exactly what /api serves after `npm run seed`. Runs in Node
 * (scripts/prerender.ts); read-only: nothing here has a D1 database or a rate limiter.
 */
import type { KvEntry } from '#contract/catalogue'
import { app } from './index.ts'

const ORIGIN = 'http://prerender.invalid'

/** The one KV method the worker reads the catalogue with. */
function memoryNamespace(entries: readonly KvEntry[]): Pick<KVNamespace, 'getWithMetadata'> {
  const byKey = new Map(entries.map((entry) => [entry.key, entry]))
  return {
    async getWithMetadata(key: string) {
      const entry = byKey.get(key)
      return { value: entry?.value ?? null, metadata: entry?.metadata ?? null, cacheStatus: null }
    },
  } as Pick<KVNamespace, 'getWithMetadata'>
}

/** A `fetch` that answers `/api/…` paths from the given catalogue and refuses anything else. */
export function createSeedApiFetch(entries: readonly KvEntry[]): typeof fetch {
  const env = { CATALOGUE: memoryNamespace(entries) } as unknown as Cloudflare.Env
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), ORIGIN)
    if (url.origin !== ORIGIN || !url.pathname.startsWith('/api/')) {
      throw new Error(`The prerender only reads the local API, not ${url.href}`)
    }
    return await app.fetch(new Request(url, init), env)
  }
}
