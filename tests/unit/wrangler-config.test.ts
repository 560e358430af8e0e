import { unstable_readConfig } from 'wrangler'
import { describe, expect, it } from 'vitest'

const config = unstable_readConfig({ config: 'wrangler.toml' })

/** Every spelling of "api" in upper and lower case letters: api, apI, … API. */
function caseVariants(word: string): string[] {
  return [...word].reduce<string[]>(
    (variants, letter) => variants.flatMap((v) => [v + letter.toLowerCase(), v + letter.toUpperCase()]),
    [''],
  )
}

describe('wrangler.toml', () => {
  it('sends /api and /api/… in every letter case to the worker, so none gets the HTML 404 page', () => {
    const patterns = config.assets?.run_worker_first
    expect(Array.isArray(patterns)).toBe(true)
    for (const variant of caseVariants('api')) {
      expect(patterns).toContain(`/${variant}`)
      expect(patterns).toContain(`/${variant}/*`)
    }
  })

  it('serves one public origin: no workers.dev address, no preview URLs', () => {
    expect(config.workers_dev).toBe(false)
    expect(config.preview_urls).toBe(false)
  })

  it('keeps no invocation logs (they hold every request header) and redacts query strings', () => {
    expect(config.observability?.logs?.invocation_logs).toBe(false)
    expect(config.observability?.redact_query_string).toBe(true)
  })

  it('never gives the test environment the site’s domain', () => {
    const test = unstable_readConfig({ config: 'wrangler.toml', env: 'test' })
    expect(test.routes).toEqual([])
    expect(test.ratelimits[0]?.simple.limit).toBeGreaterThan(1000)
  })
})
