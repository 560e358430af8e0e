import { RTE_TEMPO_COLOURS, RteTempoCalendarAnswer, RteTokenAnswer } from '#contract/rte-tempo'
import { franceDate } from '#contract/regulated-dates'
import { parisMidnight } from '#contract/paris-time'
import { shiftDay } from '#contract/tempo-calendar'
import type { TempoDayFromRte } from '#contract/tempo-live-days'

/**
 * The one client of RTE's API « Tempo Like Supply Contract »: an OAuth2 client-credentials token, then
 * the calendar of a range of days, checked against contract/rte-tempo.ts. Plain fetch, so the scheduled
 * job (workerd) and the ops backfill (Node) run the same code. The base URL comes from configuration
 * (RTE_API_BASE_URL), so a fake server stands in for RTE in local runs and tests.
 */

export interface RteTempoConfig {
  /** Where RTE's API answers, without the paths (https://digital.iservices.rte-france.com). */
  baseUrl: string
  clientId: string
  clientSecret: string
  /** How long one request may take before it counts as failed. */
  timeoutMs: number
}

/** Why a calendar could not be read: the job logs it, writes nothing, and the next run asks again. */
export type RteFaultKind = 'timeout' | 'network' | 'unauthorized' | 'http' | 'malformed' | 'partial'

export class RteTempoError extends Error {
  constructor(
    readonly kind: RteFaultKind,
    message: string,
  ) {
    super(message)
    this.name = 'RteTempoError'
  }
}

/** A token is renewed this long before RTE says it expires, so none is sent in its last seconds. */
const TOKEN_MARGIN_MS = 60_000

/**
 * Access tokens by client, kept until they expire. A scheduled Worker keeps it in its isolate's memory
 * (runs an hour apart often share one; a new isolate just asks for a new token). Never stored in KV:
 * the catalogue namespace holds public data only.
 */
export class RteTokenCache {
  private readonly tokens = new Map<string, { token: string; expiresAt: number }>()

  get(key: string, now: number): string | null {
    const entry = this.tokens.get(key)
    return entry && entry.expiresAt - TOKEN_MARGIN_MS > now ? entry.token : null
  }

  set(key: string, token: string, expiresAt: number): void {
    this.tokens.set(key, { token, expiresAt })
  }

  drop(key: string): void {
    this.tokens.delete(key)
  }
}

const TOKEN_PATH = '/token/oauth/'
const CALENDAR_PATH = '/open_api/tempo_like_supply_contract/v1/tempo_like_calendars'

function endpoint(config: RteTempoConfig, path: string): URL {
  return new URL(path, config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`)
}

/** fetch with the configured time limit; a timeout and a network failure become RteTempoErrors. */
async function send(config: RteTempoConfig, url: URL, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) })
  } catch (error) {
    const name = error instanceof Error ? error.name : ''
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new RteTempoError('timeout', `${what}: no answer within ${config.timeoutMs} ms`)
    throw new RteTempoError('network', `${what}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new RteTempoError('malformed', `${what}: the answer is not JSON (${text.slice(0, 80)})`)
  }
}

function cacheKey(config: RteTempoConfig): string {
  return `${config.baseUrl} ${config.clientId}`
}

async function newToken(config: RteTempoConfig, cache: RteTokenCache, now: number): Promise<string> {
  const response = await send(
    config,
    endpoint(config, TOKEN_PATH),
    {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
    },
    'RTE token',
  )
  if (response.status === 400 || response.status === 401) {
    throw new RteTempoError('unauthorized', `RTE token: refused (${response.status}); check RTE_CLIENT_ID and RTE_CLIENT_SECRET`)
  }
  if (!response.ok) throw new RteTempoError('http', `RTE token: HTTP ${response.status}`)
  const parsed = RteTokenAnswer.safeParse(await readJson(response, 'RTE token'))
  if (!parsed.success) throw new RteTempoError('malformed', `RTE token: unexpected answer (${parsed.error.issues[0]?.message ?? ''})`)
  cache.set(cacheKey(config), parsed.data.access_token, now + parsed.data.expires_in * 1000)
  return parsed.data.access_token
}

function describeIssue(issue: { path: PropertyKey[]; message: string }): string {
  return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`
}

/**
 * The colours RTE gives for the days from `from` to `to` (both YYYY-MM-DD, included), oldest first.
 * Days after today (in France, at `now`) may be missing: RTE publishes tomorrow's colour around
 * 10:30–11:00. Every other day must be there exactly once, within the range, or the whole answer is
 * refused as partial. A 401 on the calendar renews the token once.
 */
export async function fetchTempoCalendar(
  config: RteTempoConfig,
  cache: RteTokenCache,
  range: { from: string; to: string },
  now: Date,
): Promise<TempoDayFromRte[]> {
  const url = endpoint(config, CALENDAR_PATH)
  url.searchParams.set('start_date', parisMidnight(range.from))
  url.searchParams.set('end_date', parisMidnight(shiftDay(range.to, 1)))
  const what = `RTE calendar ${range.from} to ${range.to}`

  let token = cache.get(cacheKey(config), now.getTime()) ?? (await newToken(config, cache, now.getTime()))
  const ask = () => send(config, url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }, what)
  let response = await ask()
  if (response.status === 401) {
    // The token expired early or was revoked: one renewal, then the run gives up until the next one.
    cache.drop(cacheKey(config))
    token = await newToken(config, cache, now.getTime())
    response = await ask()
    if (response.status === 401) throw new RteTempoError('unauthorized', `${what}: 401 with a new token`)
  }
  if (!response.ok) throw new RteTempoError('http', `${what}: HTTP ${response.status}`)

  const parsed = RteTempoCalendarAnswer.safeParse(await readJson(response, what))
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 3).map(describeIssue).join('; ')
    throw new RteTempoError('malformed', `${what}: unexpected answer (${issues})`)
  }
  const days = new Map<string, TempoDayFromRte>()
  for (const value of parsed.data.tempo_like_calendars.values) {
    const date = value.start_date.slice(0, 10)
    if (date < range.from || date > range.to) throw new RteTempoError('partial', `${what}: a day outside the range (${date})`)
    if (days.has(date)) throw new RteTempoError('partial', `${what}: ${date} is given twice`)
    days.set(date, { date, colour: RTE_TEMPO_COLOURS[value.value], updatedAt: value.updated_date })
  }
  const today = franceDate(now)
  for (let date = range.from; date <= range.to && date <= today; date = shiftDay(date, 1)) {
    if (!days.has(date)) throw new RteTempoError('partial', `${what}: ${date} is missing, though RTE published it`)
  }
  return [...days.values()].sort((a, b) => a.date.localeCompare(b.date))
}
