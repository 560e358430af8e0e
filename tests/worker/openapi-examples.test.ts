import { describe, expect, it } from 'vitest'
import { app } from '../../worker/index.ts'
import { openApiDocument } from '../../worker/openapi/document.ts'
import { api, freshClientIp } from './support.ts'

/**
 * Every operation of the published document, called as an outside contract tester calls it (portman and
 * newman build their requests from the document alone): each parameter set to its documented example,
 * the body to the request body's example. The answer must be a success the operation declares, so an
 * example that names nothing the seeded catalogue has (a supplier id, a slug) fails here.
 */

type JsonObject = Record<string, unknown>

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  example?: unknown
}

interface Operation {
  method: string
  path: string
  parameters: Parameter[]
  requestBody?: { content: Record<string, { example?: unknown; schema?: { $ref?: string } }> }
  responses: JsonObject
}

const document = await openApiDocument(app)

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => {
    const { parameters = [], requestBody, responses } = operation as Partial<Operation>
    return { method, path, parameters, requestBody, responses: responses ?? {} } satisfies Operation
  }),
)

/** The body's example: the media type's own, else the first of its schema's `examples`. */
function bodyExample(content: NonNullable<Operation['requestBody']>['content'], mediaType: string): unknown {
  const media = content[mediaType]
  if (media?.example !== undefined) return media.example
  const name = media?.schema?.$ref?.replace('#/components/schemas/', '')
  const examples = name ? document.components.schemas[name]?.examples : undefined
  if (!Array.isArray(examples) || examples.length === 0) throw new Error(`No example for the ${mediaType} body`)
  return examples[0]
}

/** The request the document alone describes, with every parameter that has an example. */
function documentedRequest(operation: Operation): { path: string; init: RequestInit } {
  const withExample = (place: Parameter['in']) => operation.parameters.filter((p) => p.in === place && p.example !== undefined)
  let path = operation.path
  for (const p of withExample('path')) path = path.replace(`{${p.name}}`, encodeURIComponent(String(p.example)))
  const query = new URLSearchParams(withExample('query').map((p) => [p.name, String(p.example)]))
  const headers = new Headers(withExample('header').map((p) => [p.name, String(p.example)]))
  const init: RequestInit = { method: operation.method.toUpperCase(), headers }
  if (operation.requestBody) {
    const [mediaType = 'application/json'] = Object.keys(operation.requestBody.content)
    headers.set('Content-Type', mediaType)
    init.body = JSON.stringify(bodyExample(operation.requestBody.content, mediaType))
    // Cloudflare's edge sets it on every request; one of its own keeps this request out of the rate
    // limit the other tests' requests count against.
    headers.set('CF-Connecting-IP', freshClientIp())
  }
  const search = query.toString()
  return { path: search ? `${path}?${search}` : path, init }
}

describe('the examples of the OpenAPI document', () => {
  it('give every path and query parameter an example', () => {
    expect(operations.length).toBeGreaterThan(20)
    const without = operations.flatMap((operation) =>
      operation.parameters
        .filter((p) => (p.in === 'path' || p.in === 'query') && p.example === undefined)
        .map((p) => `${operation.method.toUpperCase()} ${operation.path}: ${p.name}`),
    )
    expect(without).toEqual([])
  })

  for (const operation of operations) {
    it(`make ${operation.method.toUpperCase()} ${operation.path} answer a success it declares`, async () => {
      const { path, init } = documentedRequest(operation)
      const successes = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status))
      expect(successes.length, 'the operation declares no success').toBeGreaterThan(0)
      const response = await api(path, init)
      expect(successes, `${init.method} ${path} answered ${response.status}`).toContain(String(response.status))
    })
  }
})
