import { expect } from 'vitest'
import { SELF } from 'cloudflare:test'
import type { ApiError } from '#contract/api-error'
import { ApiError as ApiErrorSchema } from '#contract/api-error'
import { PRIVACY_NOTICE_VERSION } from '#contract/constants'
import { expectDocumented } from './openapi-check.ts'

export const ORIGIN = 'https://wattmalin.test'

/**
 * A request to the worker as a browser on the site would make it. Every answer is checked against
 * the OpenAPI document (tests/worker/openapi-check.ts) before the test reads it.
 */
export async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await SELF.fetch(`${ORIGIN}${path}`, init)
  await expectDocumented(init.method ?? 'GET', path, response)
  return response
}

let clientCounter = 0
/** A fresh client (an IPv6 /64 of its own), so one test's requests never count against another's limit. */
export function freshClientIp(): string {
  clientCounter += 1
  return `2001:db8:${(clientCounter & 0xffff).toString(16)}:${crypto.randomUUID().slice(0, 4)}::1`
}

let phoneCounter = Math.floor(Math.random() * 900_000)
/**
 * A French number no other request of the run used: the worker answers a number stored in the last
 * 24 hours with that request's id and writes no row.
 */
export function uniquePhone(): string {
  phoneCounter = (phoneCounter + 1) % 1_000_000
  const digits = String(phoneCounter).padStart(6, '0')
  return `01 99 ${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`
}

/** A body the site's /rappel form would send, with a phone number of its own. */
export function validCallback(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Camille',
    lastName: 'Martin',
    phoneNumber: uniquePhone(),
    email: 'camille.martin@example.fr',
    source: 'page',
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  }
}

export function postCallback(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
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
