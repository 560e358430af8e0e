import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import type { TempoColour } from '#contract/tempo-dates'
import { TempoDaysAnswer, TempoDaysData } from '#contract/tempo-days'
import { TempoLiveSeries } from '#contract/tempo-live-days'
import worker, { app } from '../../worker/index.ts'
import { TEMPO_SYNC_CRONS } from '../../worker/jobs/tempo-sync.ts'
import { FakeRte } from '../fixtures/fake-rte.ts'
import { expectDocumented } from './openapi-check.ts'

/**
 * The Tempo job as the Cron Trigger runs it: the real scheduled handler in workerd, real KV seeded with
 * the catalogue, and RTE's API answered by the fake (tests/fixtures/fake-rte.ts) installed as the
 * isolate's fetch. After every run, /api/tempo-days must hold exactly the catalogue's days plus what RTE
 * published, and nothing already known may be lost.
 */

// An address that never resolves: were the fake not installed, nothing would leave the machine.
const RTE_BASE = 'https://rte.invalid'
const [DAY_CRON = '', NIGHT_CRON = ''] = TEMPO_SYNC_CRONS

const catalogueDays = TempoDaysData.parse(JSON.parse(env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.tempoDays)?.value ?? '{}')).days

let rte: FakeRte
let logs: { level: 'info' | 'warn' | 'error'; line: string }[]
let clientNumber = 0

beforeEach(async () => {
  await env.CATALOGUE.delete(kvKeys.tempoDaysFromRte)
  // A client of its own per test, so no test reuses a token another one was given.
  clientNumber += 1
  rte = new FakeRte({ clientId: `client-${clientNumber}`, clientSecret: 'secret' })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(`${RTE_BASE}/`)) throw new Error(`unexpected request to ${request.url}`)
    return rte.handle(request)
  })
  logs = []
  for (const level of ['info', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logs.push({ level, line: args.map(String).join(' ') })
    })
  }
})

afterEach(() => {
  vi.restoreAllMocks()
})

function jobEnv(overrides: Record<string, string | undefined> = {}): Cloudflare.Env {
  return Object.assign({}, env, {
    RTE_API_BASE_URL: RTE_BASE,
    RTE_CLIENT_ID: rte.credentials.clientId,
    RTE_CLIENT_SECRET: rte.credentials.clientSecret,
    ...overrides,
  })
}

/** One run of the real scheduled handler at `at` (an instant), for the given cron. */
async function runAt(at: string, overrides: Record<string, string | undefined> = {}, cron = DAY_CRON): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron })
  const ctx = createExecutionContext()
  await worker.scheduled(controller, jobEnv(overrides), ctx)
  await waitOnExecutionContext(ctx)
}

/** What the site serves, read afresh from KV (no isolate memory) and checked against the OpenAPI document. */
async function served(query = ''): Promise<TempoDaysAnswer> {
  const path = `/api/tempo-days${query}`
  const response = await app.request(path, {}, { ...env, CATALOGUE_MEMORY_SECONDS: '0' })
  await expectDocumented('GET', path, response)
  expect(response.status).toBe(200)
  return TempoDaysAnswer.parse(await response.json())
}

/** The catalogue's days with these days set, oldest first: what /api/tempo-days must answer. */
function catalogueWith(days: Record<string, TempoColour>): { date: string; colour: TempoColour }[] {
  const all = new Map(catalogueDays.map((day) => [day.date, day.colour]))
  for (const [date, colour] of Object.entries(days)) all.set(date, colour)
  return [...all].sort(([a], [b]) => a.localeCompare(b)).map(([date, colour]) => ({ date, colour }))
}

async function storedSeries(): Promise<TempoLiveSeries | null> {
  const text = await env.CATALOGUE.get(kvKeys.tempoDaysFromRte, 'text')
  return text === null ? null : TempoLiveSeries.parse(JSON.parse(text))
}

const lines = (level: 'info' | 'warn' | 'error') => logs.filter((log) => log.level === level).map((log) => log.line)

// 26 November 2026, 10:35 in Paris (9:35 UTC): yesterday the 25th, tomorrow the 27th.
const AFTER_PUBLICATION = '2026-11-26T09:35:00Z'
const BEFORE_PUBLICATION = '2026-11-26T08:35:00Z'

describe('the Tempo job on its Cron Trigger', () => {
  it('stores yesterday, today and tomorrow, and serves them beside every day of the catalogue', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'white').publish('2026-11-27', 'red')
    await runAt(AFTER_PUBLICATION)

    expect(rte.requests).toEqual([
      'POST /token/oauth/',
      `GET /open_api/tempo_like_supply_contract/v1/tempo_like_calendars?start_date=${encodeURIComponent('2026-11-25T00:00:00+01:00')}&end_date=${encodeURIComponent('2026-11-28T00:00:00+01:00')}`,
    ])
    const answer = await served()
    expect(answer.days).toEqual(catalogueWith({ '2026-11-25': 'blue', '2026-11-26': 'white', '2026-11-27': 'red' }))
    expect(answer.lastDay).toBe('2026-11-27')
    expect(answer.rte?.updatedAt).toBe('2026-11-26T09:35:00.000Z')
    const series = await storedSeries()
    expect(series?.days.find((day) => day.date === '2026-11-27')).toMatchObject({ colour: 'red', updatedAt: '2026-11-26T10:20:00+01:00' })
    expect(lines('info')).toEqual(['tempo-sync: asked 2026-11-25 to 2026-11-27; added 2026-11-25 blue, 2026-11-26 white, 2026-11-27 red'])
    expect(lines('error')).toEqual([])
  })

  it('stores what is published when tomorrow is not yet, and tomorrow at the next run', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'white')
    await runAt(BEFORE_PUBLICATION)
    expect((await served('?from=2026-11-25')).days).toEqual([
      { date: '2026-11-25', colour: 'blue' },
      { date: '2026-11-26', colour: 'white' },
    ])
    expect(lines('info')).toEqual([
      'tempo-sync: asked 2026-11-25 to 2026-11-27; added 2026-11-25 blue, 2026-11-26 white; not published yet: 2026-11-27',
    ])
    expect(lines('error')).toEqual([])

    rte.publish('2026-11-27', 'white')
    await runAt(AFTER_PUBLICATION)
    expect((await served('?from=2026-11-25')).days).toEqual([
      { date: '2026-11-25', colour: 'blue' },
      { date: '2026-11-26', colour: 'white' },
      { date: '2026-11-27', colour: 'white' },
    ])
    // The token of the first run served the second: RTE was asked for one only.
    expect(rte.tokensIssued).toBe(1)
  })

  it('renews the token once when RTE answers 401, then stores the days', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'blue')
    await runAt(BEFORE_PUBLICATION)
    rte.publish('2026-11-27', 'white')
    rte.faults.push('revoke-token')
    await runAt(AFTER_PUBLICATION)

    expect(rte.tokensIssued).toBe(2)
    expect(rte.requests.filter((r) => r.startsWith('POST'))).toHaveLength(2)
    expect((await served('?from=2026-11-25')).days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27'])
    expect(lines('error')).toEqual([])
  })

  it('asks for a new token once the cached one has expired', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'blue').publish('2026-11-27', 'blue').publish('2026-11-28', 'white')
    await runAt(AFTER_PUBLICATION)
    await runAt('2026-11-26T10:35:00Z')
    expect(rte.tokensIssued).toBe(1)
    // Two hours later (RTE's tokens last 7 200 s) the cached token is past its time.
    await runAt('2026-11-27T09:35:00Z')
    expect(rte.tokensIssued).toBe(2)
    expect((await served('?from=2026-11-25')).days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'])
  })

  describe.each([
    ['a 500', 'server-error', /HTTP 500/],
    ['no answer in time', 'hang', /no answer within 200 ms/],
    ['a body that is not JSON', 'malformed-json', /not JSON/],
    ['an answer missing a published day', 'partial', /2026-11-25 is missing, though RTE published it/],
  ] as const)('after %s', (_name, fault, message) => {
    it('writes nothing, keeps every known day, and the next run stores the days', async () => {
      rte.publish('2026-11-24', 'red').publish('2026-11-25', 'white')
      await runAt('2026-11-25T08:35:00Z', { RTE_TIMEOUT_SECONDS: '0.2' })
      const before = await served()
      const seriesBefore = await env.CATALOGUE.get(kvKeys.tempoDaysFromRte, 'text')
      expect(before.days).toEqual(catalogueWith({ '2026-11-24': 'red', '2026-11-25': 'white' }))

      rte.publish('2026-11-26', 'white').publish('2026-11-27', 'blue')
      rte.faults.push(fault)
      await runAt(AFTER_PUBLICATION, { RTE_TIMEOUT_SECONDS: '0.2' })
      expect(lines('error')).toHaveLength(1)
      expect(lines('error')[0]).toMatch(message)
      expect(lines('error')[0]).toMatch(/nothing written, the next run asks again$/)
      expect(await env.CATALOGUE.get(kvKeys.tempoDaysFromRte, 'text')).toBe(seriesBefore)
      expect((await served()).days).toEqual(before.days)

      await runAt('2026-11-26T10:35:00Z', { RTE_TIMEOUT_SECONDS: '0.2' })
      expect((await served()).days).toEqual(
        catalogueWith({ '2026-11-24': 'red', '2026-11-25': 'white', '2026-11-26': 'white', '2026-11-27': 'blue' }),
      )
    })
  })

  it('reads a day across the clock change by its own offsets', async () => {
    // 25 October 2026 lasts 25 hours: from midnight at +02:00 to midnight at +01:00.
    rte.publish('2026-10-24', 'blue').publish('2026-10-25', 'blue').publish('2026-10-26', 'white')
    await runAt('2026-10-25T09:35:00Z')
    expect(rte.requests[1]).toBe(
      `GET /open_api/tempo_like_supply_contract/v1/tempo_like_calendars?start_date=${encodeURIComponent('2026-10-24T00:00:00+02:00')}&end_date=${encodeURIComponent('2026-10-27T00:00:00+01:00')}`,
    )
    expect((await served('?from=2026-10-24&to=2026-10-26')).days).toEqual([
      { date: '2026-10-24', colour: 'blue' },
      { date: '2026-10-25', colour: 'blue' },
      { date: '2026-10-26', colour: 'white' },
    ])
    expect(lines('error')).toEqual([])
  })

  it('keeps a day RTE changes with its update time and its former colour, and logs the change', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'white').publish('2026-11-27', 'red')
    await runAt(AFTER_PUBLICATION)
    rte.publish('2026-11-27', 'white', '2026-11-26T17:05:00+01:00')
    await runAt('2026-11-26T11:35:00Z')

    expect((await served('?from=2026-11-25')).days).toEqual([
      { date: '2026-11-25', colour: 'blue' },
      { date: '2026-11-26', colour: 'white' },
      { date: '2026-11-27', colour: 'white' },
    ])
    const day = (await storedSeries())?.days.find((d) => d.date === '2026-11-27')
    expect(day).toMatchObject({
      colour: 'white',
      updatedAt: '2026-11-26T17:05:00+01:00',
      replaced: [{ colour: 'red', updatedAt: '2026-11-26T10:20:00+01:00', replacedAt: '2026-11-26T11:35:00.000Z' }],
    })
    expect(lines('warn')).toEqual([
      'tempo-sync: RTE changed 2026-11-27 from red to white (updated 2026-11-26T17:05:00+01:00); the new colour is kept, the old one too',
    ])
  })

  it('takes RTE’s colour over the catalogue’s for a day both hold, and leaves the catalogue’s key alone', async () => {
    const seedEntry = await env.CATALOGUE.getWithMetadata(kvKeys.tempoDays, 'text')
    // A white day RTE turns blue: the catalogue holds the whole 2025-26 season (its 43 white and 22 red
    // days), so a blue day turned white would break the season's quota, and the job refuses an answer that
    // breaks Tempo's rules.
    const wednesday = catalogueDays.find((day) => day.date === '2026-05-27')
    expect(wednesday?.colour).toBe('white')
    rte.publish('2026-05-26', 'white').publish('2026-05-27', 'blue').publish('2026-05-28', 'white')
    await runAt('2026-05-27T08:35:00Z')

    expect((await served()).days).toEqual(catalogueWith({ '2026-05-27': 'blue' }))
    expect((await storedSeries())?.days.map((d) => [d.date, d.colour, d.replaced?.[0]?.colour])).toEqual([['2026-05-27', 'blue', 'white']])
    expect(await env.CATALOGUE.getWithMetadata(kvKeys.tempoDays, 'text')).toEqual(seedEntry)
    expect(lines('warn')).toHaveLength(1)
  })

  it('refuses an answer that breaks Tempo’s rules, and writes nothing', async () => {
    // A red Saturday cannot be RTE's: the whole answer is set aside.
    rte.publish('2026-11-27', 'blue').publish('2026-11-28', 'red').publish('2026-11-29', 'blue')
    await runAt('2026-11-28T09:35:00Z')
    expect(await storedSeries()).toBeNull()
    expect(lines('error')).toEqual([expect.stringMatching(/2026-11-28 cannot be red.*nothing written/)])
  })

  it('changes the ETag of /api/tempo-days when the series changes, so no cached answer goes stale', async () => {
    const first = await app.request('/api/tempo-days', {}, { ...env, CATALOGUE_MEMORY_SECONDS: '0' })
    const etag = first.headers.get('ETag') ?? ''
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'blue')
    await runAt(BEFORE_PUBLICATION)
    const second = await app.request('/api/tempo-days', { headers: { 'If-None-Match': etag } }, { ...env, CATALOGUE_MEMORY_SECONDS: '0' })
    expect(second.status).toBe(200)
    expect(second.headers.get('ETag')).not.toBe(etag)
    const third = await app.request(
      '/api/tempo-days',
      { headers: { 'If-None-Match': second.headers.get('ETag') ?? '' } },
      { ...env, CATALOGUE_MEMORY_SECONDS: '0' },
    )
    expect(third.status).toBe(304)
  })

  it('runs at night too, and an answer with nothing new writes nothing', async () => {
    rte.publish('2026-11-25', 'blue').publish('2026-11-26', 'white').publish('2026-11-27', 'red')
    await runAt(AFTER_PUBLICATION)
    const series = await env.CATALOGUE.get(kvKeys.tempoDaysFromRte, 'text')
    // 00:05 in Paris on the 27th: yesterday is the 26th.
    await runAt('2026-11-26T23:05:00Z', {}, NIGHT_CRON)
    expect(await env.CATALOGUE.get(kvKeys.tempoDaysFromRte, 'text')).toBe(series)
    expect(lines('info').at(-1)).toBe('tempo-sync: asked 2026-11-26 to 2026-11-28; no new day; not published yet: 2026-11-28')
  })

  it('says in one line that the credentials are missing, and asks RTE nothing', async () => {
    await runAt(AFTER_PUBLICATION, { RTE_CLIENT_ID: undefined, RTE_CLIENT_SECRET: undefined })
    expect(rte.requests).toEqual([])
    expect(logs).toEqual([
      {
        level: 'warn',
        line: 'tempo-sync: RTE_CLIENT_ID and RTE_CLIENT_SECRET are not set (wrangler secret put); nothing asked, nothing written',
      },
    ])
    expect(await storedSeries()).toBeNull()
  })

  it('leaves the other crons to their jobs', async () => {
    await runAt(AFTER_PUBLICATION, {}, '17 3 * * *')
    expect(rte.requests).toEqual([])
  })
})
