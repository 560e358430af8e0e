import { expect } from 'vitest'
import { SELF } from 'cloudflare:test'
import type { ApiError } from '#contract/api-error'
import { ApiError as ApiErrorSchema } from '#contract/api-error'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'

export const ORIGIN = 'https://wattmalin.test'

/** A request to the worker as a browser on the site would make it. */
export function api(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${ORIGIN}${path}`, init)
}

let clientCounter = 0
/** A fresh client address, so one test's requests never count against another's rate limit. */
export function freshClientIp(): string {
  clientCounter += 1
  return `198.51.100.${clientCounter % 250}-${crypto.randomUUID().slice(0, 8)}`
}

export const validCallback = {
  firstName: 'Camille',
  lastName: 'Martin',
  phoneNumber: '06 12 34 56 78',
  email: 'camille.martin@example.fr',
  source: 'page',
  privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
} as const

export function postCallback(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api('/api/callback-requests', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'CF-Connecting-IP': freshClientIp(),
      ...headers,
    },
    body: typeof body === 'string' || body instanceof ReadableStream ? body : JSON.stringify(body),
  })
}

/** Reads an error response and checks it has the API's error shape. */
export async function readError(response: Response): Promise<ApiError['error']> {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return ApiErrorSchema.parse(await response.json()).error
}

export async function countCallbackRows(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM callback_requests').first<{ n: number }>()
  return row?.n ?? 0
}
