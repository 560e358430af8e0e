import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { TempoDaysData } from '#contract/tempo-days'
import { kvKeys } from '#contract/catalogue'
import { TempoDaysAnswer, TempoDaysData as TempoDaysDataSchema } from '#contract/tempo-days'
import { app } from '../../worker/index.ts'
import { expectDocumented } from './openapi-check.ts'
import { api, readError } from './support.ts'

/** The days as the seed stored them, so expectations follow seed/data/regulated/tempo-days.csv. */
function stored(): TempoDaysData {
  const entry = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.tempoDays)
  if (!entry) throw new Error(`no seed entry ${kvKeys.tempoDays}`)
  return TempoDaysDataSchema.parse(JSON.parse(entry.value))
}

async function daysOn(query: string): Promise<TempoDaysAnswer> {
  const response = await api(`/api/tempo-days${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return TempoDaysAnswer.parse(await response.json())
}

/** The worker's fetch on another KV namespace, its answer checked against the OpenAPI document. */
async function onNamespace(path: string, kv: KVNamespace): Promise<Response> {
  const response = await app.request(path, {}, { ...env, CATALOGUE: kv })
  await expectDocumented('GET', path, response)
  return response
}

describe('GET /api/tempo-days', () => {
  const { days, source } = stored()

  it('gives every stored day, oldest first, with the source and the known span', async () => {
    const answer = await daysOn('')
    expect(answer.days).toEqual(days)
    expect(answer.source).toEqual(source)
    expect(answer.firstDay).toBe(days[0]?.date ?? null)
    expect(answer.lastDay).toBe(days[days.length - 1]?.date ?? null)
    const dates = answer.days.map((d) => d.date)
    expect(dates).toEqual([...dates].sort())
    for (const day of answer.days) expect(['blue', 'white', 'red']).toContain(day.colour)
  })

  it('keeps the days between from and to, both included, and still says the whole span', async () => {
    const from = days[10]?.date ?? '2024-09-11'
    const to = days[40]?.date ?? '2024-10-11'
    const answer = await daysOn(`?from=${from}&to=${to}`)
    expect(answer.days).toEqual(days.filter((d) => d.date >= from && d.date <= to))
    expect(answer.days[0]?.date).toBe(from)
    expect(answer.days[answer.days.length - 1]?.date).toBe(to)
    expect(answer.firstDay).toBe(days[0]?.date ?? null)
    expect((await daysOn(`?from=${to}`)).days).toEqual(days.filter((d) => d.date >= to))
    expect((await daysOn(`?to=${from}`)).days).toEqual(days.filter((d) => d.date <= from))
    expect((await daysOn('?from=1999-01-01&to=1999-12-31')).days).toEqual([])
  })

  it('sends a range-specific ETag, the catalogue Cache-Control and a 304 on revalidation', async () => {
    const response = await api('/api/tempo-days?from=2025-01-01&to=2025-01-31')
    const version = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.tempoDays)?.metadata.version
    const etag = response.headers.get('ETag')
    expect(etag).toBe(`"${version}-2025-01-01_2025-01-31"`)
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=60/)
    expect((await api('/api/tempo-days?from=2025-01-01&to=2025-01-31', { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304)
    expect((await api('/api/tempo-days?from=2025-01-01', { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(200)
  })

  it.each([
    ['from=nonsense', 'from'],
    ['from=2025-02-30', 'from'],
    ['to=06/01/2025', 'to'],
    ['from=', 'from'],
    ['from=2025-02-01&to=2025-01-31', 'to'],
  ])('refuses %s with a French JSON 400 naming the field', async (query, field) => {
    const response = await api(`/api/tempo-days?${query}`)
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(error.message).toMatch(/AAAA-MM-JJ|précéder/)
    expect(Object.keys(error.fields ?? {})).toEqual([field])
  })

  it('names both fields when both days are malformed', async () => {
    const error = await readError(await api('/api/tempo-days?from=x&to=y'))
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['from', 'to'])
  })

  // Before the empty-data test: the isolate keeps what it read of a namespace for a minute.
  it('answers 503, never 404, when the catalogue lacks the key', async () => {
    const response = await onNamespace('/api/tempo-days?from=2024-12-01', env.EMPTY_CATALOGUE)
    expect(response.status).toBe(503)
    expect((await readError(response)).code).toBe('service_unavailable')
  })

  it('answers an empty list, with null bounds, when the data holds no day', async () => {
    const empty: TempoDaysData = { days: [], source: { ...source, periods: [] } }
    await env.EMPTY_CATALOGUE.put(kvKeys.tempoDays, JSON.stringify(empty), { metadata: { version: 'empty' } })
    try {
      const response = await onNamespace('/api/tempo-days?from=2025-01-01', env.EMPTY_CATALOGUE)
      expect(response.status).toBe(200)
      const answer = TempoDaysAnswer.parse(await response.json())
      expect(answer).toEqual({ days: [], source: empty.source, firstDay: null, lastDay: null })
    } finally {
      await env.EMPTY_CATALOGUE.delete(kvKeys.tempoDays)
    }
  })

  it('answers 405 to a write', async () => {
    const response = await api('/api/tempo-days', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})
