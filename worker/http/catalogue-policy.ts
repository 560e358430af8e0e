/** The caching rules of catalogue answers; plain values, so the OpenAPI document can state them. */

/** Browsers and the edge may keep an answer a minute, then serve it stale while revalidating. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600'

/** The catalogue cannot be read right now: seconds a client waits before trying again (503). */
export const CATALOGUE_RETRY_AFTER_SECONDS = 30
