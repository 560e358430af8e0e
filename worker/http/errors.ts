import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiError, ApiErrorCode } from '#contract/api-error'

/** Builds the one error body of the API: { error: { code, message, fields? } }. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  fields?: Record<string, string[]>,
): Response {
  const body: ApiError = { error: fields ? { code, message, fields } : { code, message } }
  return c.json(body, status)
}
