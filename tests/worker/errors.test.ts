import { describe, expect, it } from 'vitest'
import { app } from '../../worker/index.ts'
import { api, readError } from './support.ts'

describe('API errors', () => {
  it.each(['0', '-1', 'abc', '1.5', '019', '1e3', '99999999999999999999', '%20'])('refuses supplier id %j with 400', async (id) => {
    for (const path of [`/api/suppliers/${id}`, `/api/suppliers/${id}/tariff-plans`]) {
      const response = await api(path)
      expect(response.status, path).toBe(400)
      const error = await readError(response)
      expect(error.code).toBe('bad_request')
      expect(error.message).toMatch(/entier positif/)
    }
  })

  it('answers 404 for an unknown supplier, its plans, and an unknown article', async () => {
    for (const path of ['/api/suppliers/999', '/api/suppliers/999/tariff-plans']) {
      const response = await api(path)
      expect(response.status, path).toBe(404)
      expect((await readError(response)).message).toBe('Fournisseur non trouvé.')
    }
    const article = await api(`/api/articles/slug/${encodeURIComponent('nexiste-pas')}`)
    expect(article.status).toBe(404)
    expect((await readError(article)).message).toBe('Article non trouvé.')
    const hostile = await api('/api/articles/slug/..%2F..%2Fsuppliers')
    expect(hostile.status).toBe(404)
  })

  it('answers 404 in JSON for an unknown /api path', async () => {
    for (const path of ['/api/nope', '/api', '/api/suppliers/19/nope']) {
      const response = await api(path)
      expect(response.status, path).toBe(404)
      expect((await readError(response)).code).toBe('not_found')
    }
  })

  it('answers 405 with Allow for a wrong method', async () => {
    const cases: [string, string, string][] = [
      ['POST', '/api/suppliers', 'GET, HEAD'],
      ['DELETE', '/api/suppliers/19', 'GET, HEAD'],
      ['PUT', '/api/articles/slug/x', 'GET, HEAD'],
      ['POST', '/api/health', 'GET, HEAD'],
      ['GET', '/api/callback-requests', 'POST'],
      ['PATCH', '/api/benefits', 'GET, HEAD'],
    ]
    for (const [method, path, allow] of cases) {
      const response = await api(path, { method })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('Allow')).toBe(allow)
      expect((await readError(response)).code).toBe('method_not_allowed')
    }
  })

  it('answers 500 without a stack trace when something unexpected fails', async () => {
    // A worker without its KV binding: reading the catalogue throws a TypeError.
    const response = await app.request('/api/suppliers', {}, {})
    expect(response.status).toBe(500)
    const text = await response.clone().text()
    expect(text).not.toMatch(/TypeError|at .*\.ts|stack/i)
    const error = await readError(response)
    expect(error).toEqual({ code: 'internal_error', message: 'Une erreur interne est survenue.' })
  })
})
