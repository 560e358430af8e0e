/**
 * Path and query parameters, validated and documented by one schema: hono-openapi's validator() checks
 * the request against the contract's schema and writes the operation's parameters from that same schema
 * (zod's input side, what a client sends). The French description and the example of each field are
 * attached here, where the document is made, since the contract is shared with the browser. The example
 * is one a client can send as it is and get a success: an outside contract tester builds its requests
 * from them, and tests/worker/openapi-examples.test.ts calls every operation that way.
 */
import type { Context } from 'hono'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import type { DocumentSchema } from './schemas.ts'
import { inlineSchema } from './schemas.ts'

/** The description of `?date=`, the day an answer is asked for. */
export const DAY_TEXT = 'Le jour demandé, AAAA-MM-JJ ; sans ce paramètre, aujourd’hui en France.'

/** What the document says of one parameter. */
export interface ParameterText {
  /** French, for a reader of the document. */
  description: string
  /** A value that gives a success: for a path, an item the seeded catalogue has. */
  example: string
}

type Shape = Record<string, z.core.$ZodType>

/**
 * The last argument of validator() for parameters: every field of `schema` with its text. A field left
 * without a text fails the type check, so no parameter goes undocumented.
 */
export function parameterDocs<S extends Shape>(schema: z.core.$ZodObject<S>, texts: { [K in keyof S]: ParameterText }) {
  // `example`, not `examples`: zod keeps no `examples` on the input side of a transform (an id read as a number).
  const documented = z.registry<{ description: string; example: string }>()
  for (const [name, field] of Object.entries(schema._zod.def.shape)) {
    const text = texts[name]
    if (text) documented.add(field, { description: text.description, example: text.example })
  }
  return { options: { io: 'input' as const, metadata: documented } }
}

/** One problem a validator found, as Standard Schema reports it (zod's issues are of this form). */
export interface ParameterIssue {
  message: string
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined
}

/** The parameter an issue is about, by name. */
export function issueField(issue: ParameterIssue): string {
  const first = issue.path?.[0]
  return String(typeof first === 'object' ? first.key : first)
}

/**
 * The hook of a parameter validator: nothing when the parameters are valid, else the route's own
 * answer (a French 400, or a 404 for a path that cannot name an item) built from the problems found.
 */
export function refuseWith(answer: (issues: readonly ParameterIssue[], c: Context<AppEnv>) => Response) {
  return (result: { success: true } | { success: false; error: readonly ParameterIssue[] }, c: Context<AppEnv>) =>
    result.success ? undefined : answer(result.error, c)
}

/** A request header the document describes; headers are read by the route, not validated here. */
export function headerParameter(text: ParameterText & { name: string; schema: z.core.$ZodType }) {
  const parameter: { name: string; in: 'header'; description: string; required: boolean; schema: DocumentSchema; example: string } = {
    name: text.name,
    in: 'header',
    description: text.description,
    required: false,
    schema: inlineSchema(text.schema, 'input'),
    example: text.example,
  }
  return parameter
}
