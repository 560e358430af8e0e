/**
 * Checks a worker answer against the OpenAPI document the worker serves: the status is one the
 * operation lists, the JSON body validates against its schema, and the documented headers that are
 * present have the documented form. A path that exists with another method must answer 405 with Allow;
 * an unknown /api path must answer the documented 404. Every answer of `api()` goes through it.
 *
 * The validator is @cfworker/json-schema: JSON Schema 2020-12 without code generation, which workerd
 * refuses (Ajv compiles validators with `new Function`).
 */
import type { OutputUnit } from '@cfworker/json-schema'
import { Validator } from '@cfworker/json-schema'
import { app } from '../../worker/index.ts'
import { openApiDocument } from '../../worker/openapi/document.ts'

type JsonObject = Record<string, unknown>

const document = await openApiDocument(app)
const COMPONENTS = '#/components/schemas/'

function toDefs<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll(`"${COMPONENTS}`, '"#/$defs/')) as T
}

const defs = toDefs(document.components.schemas)
const validators = new Map<string, Validator>()

function validatorFor(key: string, schema: JsonObject): Validator {
  let validator = validators.get(key)
  if (!validator) {
    validator = new Validator({ ...toDefs(schema), $defs: defs }, '2020-12', false)
    validators.set(key, validator)
  }
  return validator
}

const templates = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
}))

/** The document's path template for a request path, or undefined. */
export function documentedPath(pathname: string): string | undefined {
  return templates.find(({ pattern }) => pattern.test(pathname))?.template
}

function listErrors(errors: OutputUnit[]): string {
  return errors
    .slice(0, 8)
    .map((e) => `${e.instanceLocation} ${e.keyword}: ${e.error}`)
    .join('\n')
}

function fail(what: string, detail: string): never {
  throw new Error(`Not as documented in /api/openapi.json: ${what}\n${detail}`)
}

async function checkBody(what: string, key: string, schema: JsonObject, response: Response): Promise<void> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!/^application\/json/.test(type)) fail(what, `Content-Type ${type}, not JSON`)
  const body: unknown = await response.clone().json()
  const result = validatorFor(key, schema).validate(body)
  if (!result.valid) fail(what, listErrors(result.errors))
}

const errorSchema = { $ref: `${COMPONENTS}ApiError` }

/** Throws unless the answer to `method url` is one the document describes. */
export async function expectDocumented(method: string, url: string, response: Response): Promise<void> {
  const { pathname } = new URL(url, 'https://wattmalin.test')
  if (!/^\/api(\/|$)/i.test(pathname)) return // the redirect pages are not part of the API
  const verb = method.toLowerCase()
  const what = `${method} ${pathname} → ${response.status}`
  const template = documentedPath(pathname)
  if (!template) {
    if (response.status !== 404) fail(what, 'an unknown path must answer 404')
    return checkBody(what, 'not-found', errorSchema, response)
  }
  const item = document.paths[template] ?? {}
  const operation = (item[verb] ?? (verb === 'head' ? item.get : undefined)) as JsonObject | undefined
  if (!operation) {
    if (response.status !== 405) fail(what, `${method} is not documented for ${template}: expected 405`)
    if (!response.headers.get('Allow')) fail(what, '405 without an Allow header')
    return checkBody(what, 'method-not-allowed', errorSchema, response)
  }
  const responses = operation.responses as Record<string, JsonObject>
  const documented = responses[String(response.status)]
  if (!documented) fail(what, `status ${response.status} is not among ${Object.keys(responses).join(', ')}`)

  const headers = (documented.headers ?? {}) as Record<string, { schema: JsonObject }>
  for (const [name, header] of Object.entries(headers)) {
    const value = response.headers.get(name)
    if (value === null) continue
    const result = validatorFor(`header ${name} ${JSON.stringify(header.schema)}`, header.schema).validate(value)
    if (!result.valid) fail(what, `header ${name}: ${JSON.stringify(value)}\n${listErrors(result.errors)}`)
  }

  const content = documented.content as Record<string, { schema: JsonObject }> | undefined
  const schema = content?.['application/json']?.schema
  if (verb === 'head' || response.status === 304 || !schema) {
    if (verb !== 'head' && response.status !== 304 && (await response.clone().text()) !== '') {
      fail(what, 'a body where the document describes none')
    }
    return
  }
  return checkBody(what, `${verb} ${template} ${response.status}`, schema, response)
}
