import type { Context } from 'hono'
import { rateLimitKey } from './rate-limit-key.ts'

/**
 * Whether a browser sent this from another site. Hono's csrf() only guards form content types and the
 * API takes JSON, so both doors of the callback request use this one check.
 */
export function isCrossSiteRequest(c: Context): boolean {
  const fetchSite = c.req.header('Sec-Fetch-Site')
  const origin = c.req.header('Origin')
  const crossSite = fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
  const foreignOrigin = origin !== undefined && origin !== new URL(c.req.url).origin
  return crossSite || foreignOrigin
}

/** Counts one callback submission against its client's limit; false once the limit is reached. */
export async function withinCallbackRateLimit(c: Context<{ Bindings: Cloudflare.Env }>): Promise<boolean> {
  const { success } = await c.env.CALLBACK_RATE_LIMITER.limit({ key: rateLimitKey(c.req.header('CF-Connecting-IP')) })
  return success
}
