/**
 * How the contract's zod schemas become the document's JSON Schema: zod 4's own z.toJSONSchema (JSON
 * Schema 2020-12, OpenAPI 3.1's own dialect), which reads classic and zod/mini schemas alike. Bodies go
 * through hono-openapi's resolver(), which calls it; parameters and headers, which hono-openapi takes as
 * written, are converted here. No schema is written by hand: change the contract and the document follows.
 */
import type { DescribeRouteOptions } from 'hono-openapi'
import { resolver } from 'hono-openapi'
import { z } from '#contract/zod'
import { ApiError } from '#contract/api-error'
import { Article, ArticleSummary, FeaturedArticle } from '#contract/article'
import { CallbackCreated } from '#contract/callback-request'
import { CatalogueVersion } from '#contract/catalogue'
import { Benefit, Testimonial } from '#contract/content'
import { Health } from '#contract/health'
import { OfferView } from '#contract/offers'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'

type Parameter = Extract<NonNullable<DescribeRouteOptions['parameters']>[number], { name: string }>
/** A JSON Schema as the document holds it. */
export type DocumentSchema = NonNullable<Parameter['schema']>

/**
 * The answers' schemas the document names (components/schemas): an answer that holds one refers to it.
 * Any other schema is written inline where it is used.
 */
const namedAnswers = z.registry<{ id: string }>()
for (const [id, schema] of Object.entries({
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
})) {
  namedAnswers.add(schema, { id })
}

/** An answer's JSON body for describeRoute(): what the worker sends, so zod's output side. */
export function answerBody(schema: z.core.$ZodType) {
  return resolver(schema, { options: { io: 'output', metadata: namedAnswers } })
}

/**
 * The options of hono-openapi's validator() for a JSON request body: zod's input side (what a client
 * sends), under its own name in components/schemas, with an example a client can send as it is.
 */
export function requestBodyOptions(schema: z.core.$ZodType, id: string, example: Record<string, unknown>) {
  const named = z.registry<{ id: string; examples: unknown[] }>()
  named.add(schema, { id, examples: [example] })
  return { options: { io: 'input', metadata: named } }
}

/**
 * A parameter's or a header's schema, inline. `io` is the side the value is read on: what a client
 * sends for a parameter, what the worker sends for a response header.
 */
export function inlineSchema(schema: z.core.$ZodType, io: 'input' | 'output'): DocumentSchema {
  const { $schema: _dialect, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  if ('$defs' in converted) throw new Error('OpenAPI: a parameter or header schema holds a named schema; use a plain one')
  // zod's JSON Schema type and openapi-types' schema object describe the same JSON in two ways.
  return converted as DocumentSchema
}
