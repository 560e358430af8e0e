import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/index.ts'
import { openApiDocument } from '../../worker/openapi/document.ts'
import { api, ORIGIN, readError } from './support.ts'

/**
 * The 405s come from each resource's own routes (worker/http/method-not-allowed.ts): every path of the
 * published document answers a method it does not serve with 405, and its Allow names exactly the
 * methods the document gives that path.
 */
const document = await openApiDocument(app)
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

describe('405 on every documented path', () => {
  const paths = Object.entries(document.paths)

  it('covers the whole document', () => {
    expect(paths.length).toBeGreaterThan(20)
  })

  for (const [path, item] of paths) {
    const documented = new Set(Object.keys(item).map((method) => method.toUpperCase()))
    // Hono answers HEAD with the GET route, documented or not.
    if (documented.has('GET')) documented.add('HEAD')
    const allow = ORDER.filter((method) => documented.has(method)).join(', ')
    const refused = ORDER.filter((method) => !documented.has(method))

    it(`${path} answers ${refused.join(', ')} with 405 and Allow: ${allow}`, async () => {
      const concrete = path.replace('{id}', '19').replace('{slug}', 'choisir-puissance-compteur-kva')
      for (const method of refused) {
        // A HEAD answer has no body for the document check (api()) or readError to read.
        const response = method === 'HEAD' ? await SELF.fetch(`${ORIGIN}${concrete}`, { method }) : await api(concrete, { method })
        expect(response.status, `${method} ${concrete}`).toBe(405)
        expect(response.headers.get('Allow'), `${method} ${concrete}`).toBe(allow)
        if (method !== 'HEAD') expect((await readError(response)).code).toBe('method_not_allowed')
      }
    })
  }
})
