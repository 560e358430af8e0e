/**
 * The parameters of an operation, for describeOperation(). Each carries an example a client can send as it
 * is and get a success: an outside contract tester builds its requests from them, and
 * tests/worker/openapi-examples.test.ts calls every operation that way.
 */
import type { z } from 'zod'
import type { DocumentSchema } from './schemas.ts'
import { inlineSchema } from './schemas.ts'

export interface DocumentedParameter {
  name: string
  in: 'path' | 'query' | 'header'
  /** French, for a reader of the document. */
  description: string
  required: boolean
  schema: DocumentSchema
  example: string
}

interface ParameterText {
  name: string
  description: string
  /** The contract's schema of the value as it is read from the request. */
  schema: z.core.$ZodType
  /** A value that gives a success: for a path, an item the seeded catalogue has. */
  example: string
}

function parameter(location: DocumentedParameter['in'], required: boolean, text: ParameterText): DocumentedParameter {
  return {
    name: text.name,
    in: location,
    description: text.description,
    required,
    schema: inlineSchema(text.schema, 'input'),
    example: text.example,
  }
}

/** A segment of the path: always required. */
export const pathParameter = (text: ParameterText) => parameter('path', true, text)

/** Every query parameter of the API is optional: without it, the answer has a default. */
export const queryParameter = (text: ParameterText) => parameter('query', false, text)

export const headerParameter = (text: ParameterText) => parameter('header', false, text)

/** The day an answer is asked for, `?date=`; without it, today in France. `example` is a day with a success. */
export const dayParameter = (schema: z.core.$ZodType, example: string) =>
  queryParameter({ name: 'date', description: 'Le jour demandé, AAAA-MM-JJ ; sans ce paramètre, aujourd’hui en France.', schema, example })
