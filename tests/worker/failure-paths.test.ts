import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { MEMORY_TTL_MS } from '../../worker/data/catalogue-kv.ts'
import { app } from '../../worker/index.ts'
import { expectDocumented } from './openapi-check.ts'
import { api, readError } from './support.ts'

/** The worker's fetch with some bindings replaced, its answer checked against the OpenAPI document. */
async function request(path: string, bindings: Partial<Cloudflare.Env>): Promise<Response> {
  const response = await app.request(path, {}, { ...env, ...bindings })
  await expectDocumented('GET', path, response)
  return response
}

const FIXED_PATHS = [
  '/api/suppliers',
  '/api/featured-suppliers',
  '/api/electricity-suppliers',
  '/api/gas-suppliers',
  '/api/cheapest-electricity-offers',
  '/api/articles',
  '/api/featured-articles',
  '/api/benefits',
  '/api/testimonials',
  '/api/savings-claims',
  '/api/catalogue/version',
]

async function expectUnavailable(response: Response, path: string): Promise<void> {
  expect(response.status, path).toBe(503)
  expect(Number(response.headers.get('Retry-After')), path).toBeGreaterThan(0)
  expect(response.headers.get('Cache-Control'), path).toBe('no-store')
  expect((await readError(response)).code, path).toBe('service_unavailable')
}

/** The real seeded namespace, made to throw on demand. */
function throwing(kv: KVNamespace) {
  let failing = false
  const namespace = new Proxy(kv, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown
      if (typeof value !== 'function') return value
      return (...args: unknown[]) => {
        if (failing) return Promise.reject(new Error('KV is down'))
        return (value as (...a: unknown[]) => unknown).apply(target, args)
      }
    },
  })
  return { namespace, fail: () => (failing = true) }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('an empty or half-seeded catalogue', () => {
  it('answers every fixed key with 503 and Retry-After, never 404', async () => {
    for (const path of FIXED_PATHS) await expectUnavailable(await request(path, { CATALOGUE: env.EMPTY_CATALOGUE }), path)
  })

  it('does not remember the miss: the key answers as soon as it is seeded', async () => {
    expect((await request('/api/benefits', { CATALOGUE: env.EMPTY_CATALOGUE })).status).toBe(503)
    const seeded = env.TEST_SEED_ENTRIES.find((entry) => entry.key === kvKeys.benefits)
    if (!seeded) throw new Error('no benefits in the seed')
    await env.EMPTY_CATALOGUE.put(seeded.key, seeded.value, { metadata: seeded.metadata })
    try {
      const response = await request('/api/benefits', { CATALOGUE: env.EMPTY_CATALOGUE })
      expect(response.status).toBe(200)
      expect(await response.text()).toBe(seeded.value)
    } finally {
      await env.EMPTY_CATALOGUE.delete(seeded.key)
    }
  })

  it('still answers an unknown supplier or article with 404', async () => {
    for (const path of ['/api/suppliers/19', '/api/suppliers/19/tariff-plans', '/api/articles/slug/guide']) {
      expect((await request(path, { CATALOGUE: env.EMPTY_CATALOGUE })).status, path).toBe(404)
    }
  })
})

describe('a KV that throws', () => {
  it('is answered from the isolate’s last good copy once it is warm, long after the copy expired', async () => {
    const { namespace, fail } = throwing(env.CATALOGUE)
    const warm = await request('/api/suppliers/19', { CATALOGUE: namespace })
    expect(warm.status).toBe(200)
    const body = await warm.text()

    fail()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5 * MEMORY_TTL_MS)
    const later = await request('/api/suppliers/19', { CATALOGUE: namespace })
    expect(later.status).toBe(200)
    expect(await later.text()).toBe(body)
    expect(later.headers.get('ETag')).toBe(warm.headers.get('ETag'))
  })

  it('answers 503 for a key the isolate never read, fixed or item', async () => {
    const { namespace, fail } = throwing(env.CATALOGUE)
    fail()
    for (const path of ['/api/suppliers', '/api/suppliers/4', '/api/articles/slug/guide-tarif-r%C3%A9glement%C3%A9']) {
      await expectUnavailable(await request(path, { CATALOGUE: namespace }), path)
    }
  })
})

describe('inputs at every edge', () => {
  it('answers a slug past KV’s key size, in bytes, with a JSON 404', async () => {
    for (const slug of ['€'.repeat(168), 'é'.repeat(101), `a${'-b'.repeat(150)}`, 'x'.repeat(201)]) {
      const response = await api(`/api/articles/slug/${encodeURIComponent(slug)}`)
      expect(response.status, slug.slice(0, 10)).toBe(404)
      expect((await readError(response)).message).toBe('Article non trouvé.')
    }
  })

  it('answers a slug outside the pattern with 404 without reading KV', async () => {
    for (const raw of ['Guide', 'guide_tarif', 'guide--tarif', '-guide', 'guide%00', '%E2%80%AEguide', '%FF']) {
      const response = await api(`/api/articles/slug/${raw}`)
      expect(response.status, raw).toBe(404)
    }
  })

  it('answers /api and any letter case of /api/… with the worker’s JSON 404', async () => {
    for (const path of ['/api', '/api/', '/API', '/API/suppliers', '/Api/health', '/aPi/suppliers/19']) {
      const response = await api(path)
      expect(response.status, path).toBe(404)
      expect((await readError(response)).code, path).toBe('not_found')
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin')
    }
  })
})
