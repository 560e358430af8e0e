import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from '../../worker/openapi/document.ts'
import { app } from '../../worker/index.ts'
import { documentedPath, expectDocumented } from './openapi-check.ts'
import { api } from './support.ts'

/** Hono's /api/suppliers/:id as OpenAPI writes it: /api/suppliers/{id}. */
function openApiPath(honoPath: string): string {
  return honoPath.replace(/:(\w+)/g, '{$1}')
}

/** The routes of the app under /api, by OpenAPI path: the methods with a handler of their own. */
function appRoutes(): Map<string, Set<string>> {
  const routes = new Map<string, Set<string>>()
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/')) continue
    const methods = routes.get(openApiPath(path)) ?? new Set<string>()
    // "ALL" is the 405 answer each path has for the methods it does not serve.
    if (method !== 'ALL') methods.add(method.toLowerCase())
    routes.set(openApiPath(path), methods)
  }
  return routes
}

const document = await buildOpenApiDocument(app)

describe('GET /api/openapi.json', () => {
  it('serves the document built from the contract', async () => {
    const response = await api('/api/openapi.json')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(document)
    expect((await api('/api/openapi.json', { method: 'POST' })).status).toBe(405)
  })

  it('describes every route of the app, and no route the app does not have', () => {
    const routes = appRoutes()
    expect(routes.size).toBeGreaterThan(10)
    const missing: string[] = []
    for (const [path, methods] of routes) {
      for (const method of methods) {
        if (!document.paths[path]?.[method]) missing.push(`${method.toUpperCase()} ${path}`)
      }
      if (!document.paths[path]) missing.push(`(any method) ${path}`)
    }
    expect(missing, 'routes of the app without their describeOperation()').toEqual([])

    const stale: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const served = routes.get(path)
        // HEAD is served by every GET route.
        if (!served?.has(method) && !(method === 'head' && served?.has('get'))) stale.push(`${method.toUpperCase()} ${path}`)
      }
    }
    expect(stale, 'operations in the document that the app does not serve').toEqual([])
  })

  it('gives every operation a French summary and the 500 answer', () => {
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.summary).toEqual(expect.any(String))
        expect(Object.keys(operation.responses as object)).toContain('500')
      }
    }
  })

  it('the answer check fails on an answer the document does not describe', async () => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    await expect(expectDocumented('GET', '/api/suppliers', json([{ id: 'x' }]))).rejects.toThrow(/Not as documented/)
    await expect(expectDocumented('GET', '/api/suppliers', json([], 418))).rejects.toThrow(/status 418/)
    await expect(expectDocumented('GET', '/api/health', json({ status: 'ko' }))).rejects.toThrow(/Not as documented/)
    await expect(expectDocumented('GET', '/api/nope', json({ error: { code: 'nope', message: 'x' } }, 404))).rejects.toThrow()
    await expect(
      expectDocumented('DELETE', '/api/suppliers', json({ error: { code: 'method_not_allowed', message: 'x' } }, 405)),
    ).rejects.toThrow(/Allow/)
    expect(documentedPath('/api/suppliers/19/tariff-plans')).toBe('/api/suppliers/{id}/tariff-plans')
  })
})
