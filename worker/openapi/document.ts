/**
 * The OpenAPI 3.1 document of /api, built from API_OPERATIONS and the contract's zod schemas with
 * z.toJSONSchema (JSON Schema 2020-12, OpenAPI 3.1's own dialect). One source: no schema is written
 * here by hand. Served at GET /api/openapi.json (docs/decisions/0022).
 */
import { z } from 'zod'
import { ApiError } from '#contract/api-error'
import { Article, ArticleSummary, FeaturedArticle } from '#contract/article'
import { CallbackCreated, CallbackRequest } from '#contract/callback-request'
import { CatalogueVersion } from '#contract/catalogue'
import { Benefit, Testimonial } from '#contract/content'
import { Health } from '#contract/health'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { OfferView } from '#contract/offers'
import { TariffPlan } from '#contract/tariff-plan'
import type { ApiOperation, DocumentedHeader, ParameterSpec, ResponseSpec } from './operation.ts'
import { API_OPERATIONS } from './operations.ts'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The schemas the document names (components/schemas); any other is written inline where used. */
const NAMED_SCHEMAS = {
  ApiError,
  Health,
  CatalogueVersion,
  SupplierSummary,
  Supplier,
  CheapestOfferRow,
  OfferView,
  TariffPlan,
  ArticleSummary,
  Article,
  FeaturedArticle,
  Benefit,
  Testimonial,
  CallbackCreated,
} satisfies Record<string, z.core.$ZodType>

/** Request bodies are read as the client sends them (zod's input side), under their own names. */
const NAMED_REQUEST_SCHEMAS = { CallbackRequest } satisfies Record<string, z.core.$ZodType>

const HEADERS: Record<DocumentedHeader, { description: string; schema: z.ZodType }> = {
  'Cache-Control': { description: 'Durée de conservation permise aux navigateurs et au réseau.', schema: z.string() },
  ETag: { description: 'La version du catalogue, entre guillemets.', schema: z.string() },
  'Retry-After': { description: 'Secondes à attendre avant de réessayer.', schema: z.string().regex(/^\d+$/) },
  'Idempotent-Replayed': {
    description: '« true » quand la réponse est celle d’une demande déjà reçue avec la même Idempotency-Key.',
    schema: z.literal('true'),
  },
}

const COMPONENT_REF = '#/components/schemas/'

const outputRegistry = z.registry<{ id: string }>()
for (const [id, schema] of Object.entries(NAMED_SCHEMAS)) outputRegistry.add(schema, { id })
const inputRegistry = z.registry<{ id: string }>()
for (const [id, schema] of Object.entries(NAMED_REQUEST_SCHEMAS)) inputRegistry.add(schema, { id })

/** Strips what a component or an inline schema does not carry inside an OpenAPI document. */
function clean(schema: JsonObject): JsonObject {
  const { $schema: _schema, $id: _id, $defs: _defs, ...rest } = schema
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${COMPONENT_REF}`)) as JsonObject
}

function componentsOf(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (id) => `${COMPONENT_REF}${id}` })
  return Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, clean(schema as JsonObject)]))
}

/** One schema where it is used: a $ref to its component when it has a name, else inline (refs inside). */
function schemaAt(schema: z.core.$ZodType, io: 'input' | 'output', components: Record<string, JsonObject>): JsonObject {
  const registry = io === 'input' ? inputRegistry : outputRegistry
  const id = registry.get(schema)?.id
  if (id) return { $ref: `${COMPONENT_REF}${id}` }
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: registry }) as JsonObject
  const defs = (converted['$defs'] ?? {}) as Record<string, JsonObject>
  for (const name of Object.keys(defs)) {
    if (!components[name]) throw new Error(`OpenAPI: schema ${name} is used but is not a component`)
  }
  return clean(converted)
}

function parameter(spec: ParameterSpec, location: 'path' | 'query' | 'header', components: Record<string, JsonObject>): JsonObject {
  return {
    name: spec.name,
    in: location,
    required: location === 'path' ? true : (spec.required ?? false),
    description: spec.description,
    schema: schemaAt(spec.schema, 'input', components),
  }
}

function response(spec: ResponseSpec, components: Record<string, JsonObject>): JsonObject {
  const result: JsonObject = { description: spec.description }
  if (spec.headers?.length) {
    result['headers'] = Object.fromEntries(
      spec.headers.map((name) => [
        name,
        { description: HEADERS[name].description, schema: schemaAt(HEADERS[name].schema, 'output', components) },
      ]),
    )
  }
  if (spec.body) {
    const schema = spec.body === 'error' ? { $ref: `${COMPONENT_REF}ApiError` } : schemaAt(spec.body, 'output', components)
    result['content'] = { 'application/json': { schema } }
  }
  return result
}

const INTERNAL_ERROR: ResponseSpec = {
  description: 'Erreur inattendue (`internal_error`), sans détail technique.',
  body: 'error',
}

function operation(op: ApiOperation, components: Record<string, JsonObject>): JsonObject {
  const parameters = [
    ...(op.pathParams ?? []).map((p) => parameter(p, 'path', components)),
    ...(op.queryParams ?? []).map((p) => parameter(p, 'query', components)),
    ...(op.headerParams ?? []).map((p) => parameter(p, 'header', components)),
  ]
  const responses: JsonObject = {}
  for (const [status, spec] of Object.entries({ ...op.responses, 500: INTERNAL_ERROR })) {
    responses[status] = response(spec, components)
  }
  return {
    operationId: `${op.method}${op.path
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .replace(/[/.-](\w)/g, (_, c: string) => c.toUpperCase())}`,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(op.requestBody
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaAt(op.requestBody, 'input', components) } },
          },
        }
      : {}),
    responses,
  }
}

const DESCRIPTION = [
  'L’API de WattMalin : le catalogue des fournisseurs d’électricité et de gaz (lecture seule, mis en cache,',
  'avec ETag) et les demandes de rappel. Tout est en JSON ; toute erreur a la forme',
  '`{ "error": { "code", "message", "fields"? } }` avec un message en français.',
  'Une adresse inconnue sous /api répond 404 (`not_found`) ; une méthode non prévue sur une adresse connue',
  'répond 405 (`method_not_allowed`) avec l’en-tête Allow ; toute réponse porte les en-têtes de sécurité',
  '(Content-Security-Policy, Cross-Origin-Resource-Policy: same-origin, …).',
].join(' ')

export type OpenApiDocument = JsonObject & {
  openapi: string
  paths: Record<string, Record<string, JsonObject>>
  components: { schemas: Record<string, JsonObject>; responses: Record<string, JsonObject> }
}

export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS): OpenApiDocument {
  const schemas = { ...componentsOf(outputRegistry, 'output'), ...componentsOf(inputRegistry, 'input') }
  const paths: Record<string, Record<string, JsonObject>> = {}
  for (const op of operations) {
    const item = (paths[op.path] ??= {})
    if (item[op.method]) throw new Error(`OpenAPI: ${op.method.toUpperCase()} ${op.path} is listed twice`)
    item[op.method] = operation(op, schemas)
  }
  const tags = [...new Set(operations.map((op) => op.tag))].map((name) => ({ name }))
  return {
    openapi: '3.1.0',
    info: {
      title: 'API WattMalin',
      version: '1.0.0',
      description: DESCRIPTION,
    },
    tags,
    paths,
    components: {
      schemas,
      responses: {
        NotFound: { ...response(errors404, schemas) },
        MethodNotAllowed: response(errors405, schemas),
      },
    },
  }
}

const errors404: ResponseSpec = { description: 'Adresse inconnue sous /api (`not_found`).', body: 'error' }
const errors405: ResponseSpec = {
  description: 'Méthode non prévue pour cette adresse (`method_not_allowed`) ; l’en-tête Allow dit lesquelles le sont.',
  body: 'error',
}

let cached: OpenApiDocument | undefined

/** The document, built once per isolate. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument()
  return cached
}
