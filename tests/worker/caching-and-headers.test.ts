import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/index.ts'
import { api } from './support.ts'

const version = env.TEST_SEED_ENTRIES[0]?.metadata.version

describe('ETag and Cache-Control', () => {
  it('tags every catalogue answer with the catalogue version', async () => {
    for (const path of ['/api/suppliers/19/tariff-plans', '/api/articles', '/api/benefits']) {
      const response = await api(path)
      expect(response.headers.get('ETag'), path).toBe(`"${version}"`)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600')
    }
    // The supplier answers are priced for a day: their tag is the version and that day.
    for (const path of ['/api/suppliers?date=2026-09-01', '/api/suppliers/19?date=2026-09-01']) {
      const response = await api(path)
      expect(response.headers.get('ETag'), path).toBe(`"${version}-2026-09-01"`)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600')
    }
  })

  it('answers 304 with no body when If-None-Match matches, strong or weak', async () => {
    for (const tag of [`"${version}"`, `W/"${version}"`, `"other", "${version}"`, '*']) {
      const response = await api('/api/suppliers/19/tariff-plans', { headers: { 'If-None-Match': tag } })
      expect(response.status, tag).toBe(304)
      expect(await response.text()).toBe('')
      expect(response.headers.get('ETag')).toBe(`"${version}"`)
    }
  })

  it('answers 200 when the client holds another version', async () => {
    const response = await api('/api/suppliers/19/tariff-plans', { headers: { 'If-None-Match': '"stale"' } })
    expect(response.status).toBe(200)
  })

  it('keeps /api/health out of every cache and away from KV and D1', async () => {
    const response = await api('/api/health', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    // With no binding at all the ping still answers: it touches neither KV nor D1.
    const bare = await app.request('/api/health', {}, {})
    expect(bare.status).toBe(200)
    expect(await bare.json()).toEqual({ status: 'ok' })
  })
})

describe('security headers', () => {
  it('are on every answer: success, 304, 404, 405, 500, 503', async () => {
    const responses = [
      await api('/api/suppliers'),
      await api('/api/benefits', { headers: { 'If-None-Match': `"${version}"` } }),
      await api('/api/nope'),
      await api('/api/suppliers', { method: 'POST' }),
      await app.request('/api/suppliers', {}, {}),
      await app.request('/api/suppliers', {}, { ...env, CATALOGUE: env.EMPTY_CATALOGUE }),
      await api('/api/callback-requests', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }),
    ]
    for (const response of responses) {
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/)
      expect(response.headers.get('Permissions-Policy')).toContain('camera=()')
      expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    }
  })
})
