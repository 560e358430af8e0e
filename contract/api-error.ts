import { z } from './zod.ts'

export const ApiErrorCode = z.enum([
  'bad_request',
  'validation_failed',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'payload_too_large',
  'unsupported_media_type',
  'idempotency_conflict',
  'rate_limited',
  'internal_error',
  'service_unavailable',
])
export type ApiErrorCode = z.infer<typeof ApiErrorCode>

/** Every failure of /api answers with this body. */
export const ApiError = z.object({
  error: z.object({
    code: ApiErrorCode,
    /** A French sentence a visitor could read. */
    message: z.string().min(1),
    /** Per-field messages, keyed by field name, for a 400 on a form. */
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
})
export type ApiError = z.infer<typeof ApiError>
