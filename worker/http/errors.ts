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

/** 405 with the Allow header, for a path that exists under other methods. */
export function methodNotAllowed(allow: string) {
  return (c: Context) => {
    c.header('Allow', allow)
    return apiError(c, 405, 'method_not_allowed', 'Méthode non autorisée pour cette adresse.')
  }
}
