import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { franceDate } from '#contract/regulated-dates'
import { GasReferenceData, GasReferencePricesAnswer, RegulatedTariffData, RegulatedTariffsAnswer } from '#contract/regulated-tariffs'
import { api, readError } from './support.ts'

/** The stored data, read the way the seed wrote it, so expectations derive from the seed files. */
function stored<T>(key: string, parse: (value: unknown) => T): T {
  const entry = env.TEST_SEED_ENTRIES.find((e) => e.key === key)
  if (!entry) throw new Error(`no seed entry ${key}`)
  return parse(JSON.parse(entry.value))
}

async function tariffsOn(query: string): Promise<RegulatedTariffsAnswer> {
  const response = await api(`/api/regulated-tariffs${query}`)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  return RegulatedTariffsAnswer.parse(await response.json())
}

function base6(answer: RegulatedTariffsAnswer) {
  const grid = answer.inForce.find((g) => g.option === 'base')
  return { grid, row: grid?.powers.find((p) => p.kva === 6) }
}

describe('GET /api/regulated-tariffs', () => {
  it('gives on 26 November 2026 every power of the grid of 1 August 2026, no figure missing', async () => {
    const answer = await tariffsOn('?date=2026-11-26')
    const expected = { base: [3, 6, 9, 12, 15, 18, 24, 30, 36], hphc: [6, 9, 12, 15, 18, 24, 30, 36], tempo: [6, 9] }
    for (const [option, powers] of Object.entries(expected)) {
      const grid = answer.inForce.find((g) => g.option === option)
      expect(grid?.effectiveFrom, option).toBe('2026-08-01')
      for (const kva of powers) {
        const row = grid?.powers.find((p) => p.kva === kva)
        expect(row?.subscriptionPerYear.ttc, `${option} ${kva} kVA`).not.toBeNull()
        expect(row?.subscriptionPerMonthTtc, `${option} ${kva} kVA`).not.toBeNull()
        const prices = Object.values(row?.pricesPerKwh ?? {}) as { ttc: number | null }[]
        expect(prices.length, `${option} ${kva} kVA`).toBeGreaterThan(0)
        for (const price of prices) expect(price.ttc, `${option} ${kva} kVA`).not.toBeNull()
      }
    }
  })

  it('gives 0,2016 €/kWh in Base at 6 kVA on 1 March 2025 (the grid of 1 February 2025)', async () => {
    const answer = await tariffsOn('?date=2025-03-01')
    expect(answer.date).toBe('2025-03-01')
    const { grid, row } = base6(answer)
    expect(grid?.effectiveFrom).toBe('2025-02-01')
    expect(grid?.effectiveTo).toBe('2025-08-01')
    expect(row?.pricesPerKwh.base.ttc).toBe(0.2016)
    expect(answer.inForce.map((g) => g.option)).toEqual(['base', 'hphc', 'tempo'])
  })

  it('gives the grids of 1 August 2026 on 1 September 2026, each with its source', async () => {
    const answer = await tariffsOn('?date=2026-09-01')
    expect(answer.inForce.map((g) => g.effectiveFrom)).toEqual(['2026-08-01', '2026-08-01', '2026-08-01'])
    for (const grid of answer.inForce) expect(grid.source.reference.length).toBeGreaterThan(0)
    const { grids } = stored(kvKeys.regulatedTariffs, (v) => RegulatedTariffData.parse(v))
    const seeded = grids.find((g) => g.option === 'base' && g.effectiveFrom === '2026-08-01')
    expect(base6(answer).row).toEqual(seeded?.powers.find((p) => p.kva === 6))
  })

  it('switches grid on the first day of the next one, not the day before', async () => {
    expect(base6(await tariffsOn('?date=2025-07-31')).grid?.effectiveFrom).toBe('2025-02-01')
    expect(base6(await tariffsOn('?date=2025-08-01')).grid?.effectiveFrom).toBe('2025-08-01')
  })

  it('gives no grid before the first one known, and the whole history, newest first', async () => {
    const answer = await tariffsOn('?date=2020-01-01')
    expect(answer.inForce).toEqual([])
    const { grids } = stored(kvKeys.regulatedTariffs, (v) => RegulatedTariffData.parse(v))
    expect(answer.history).toHaveLength(grids.length)
    const starts = answer.history.map((g) => g.effectiveFrom)
    expect(starts).toEqual([...starts].sort().reverse())
  })

  it('answers for today in France without a date, with a day-specific ETag and a 304 on revalidation', async () => {
    const response = await api('/api/regulated-tariffs')
    const answer = RegulatedTariffsAnswer.parse(await response.json())
    expect(answer.date).toBe(franceDate(new Date()))
    const etag = response.headers.get('ETag')
    const version = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.regulatedTariffs)?.metadata.version
    expect(etag).toBe(`"${version}-${answer.date}"`)
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=60/)
    const again = await api('/api/regulated-tariffs', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    const otherDay = await api('/api/regulated-tariffs?date=2025-03-01', { headers: { 'If-None-Match': etag ?? '' } })
    expect(otherDay.status).toBe(200)
  })

  it.each(['nonsense', '2025-02-30', '01/03/2025', ''])('refuses date=%s with a French JSON 400', async (date) => {
    const response = await api(`/api/regulated-tariffs?date=${encodeURIComponent(date)}`)
    expect(response.status).toBe(400)
    const error = await readError(response)
    expect(error.code).toBe('validation_failed')
    expect(error.message).toMatch(/AAAA-MM-JJ/)
    expect(error.fields?.date?.length).toBe(1)
  })

  it('answers 405 to a write', async () => {
    const response = await api('/api/regulated-tariffs', { method: 'POST' })
    expect(response.status).toBe(405)
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
  })
})

describe('GET /api/gas-reference-prices', () => {
  async function gasOn(query: string): Promise<GasReferencePricesAnswer> {
    const response = await api(`/api/gas-reference-prices${query}`)
    expect(response.status).toBe(200)
    return GasReferencePricesAnswer.parse(await response.json())
  }
  const { months } = stored(kvKeys.gasReferencePrices, (v) => GasReferenceData.parse(v))
  const known = months.map((m) => m.month).sort()
  const newest = known[known.length - 1] ?? ''

  it('gives the month of the date when it is known', async () => {
    const month = known[0] ?? ''
    const answer = await gasOn(`?date=${month}-15`)
    expect(answer.inForce?.month).toBe(month)
    expect(answer.latestKnown?.month).toBe(month)
    expect(answer.inForce).toEqual(months.find((m) => m.month === month))
  })

  it('says the newest known month when the asked month is not known', async () => {
    const [year, month] = newest.split('-').map(Number)
    const later = `${(year ?? 0) + 1}-${String(month).padStart(2, '0')}-01`
    const answer = await gasOn(`?date=${later}`)
    expect(answer.inForce).toBeNull()
    expect(answer.latestKnown?.month).toBe(newest)
    expect(answer.history.map((m) => m.month)).toEqual([...known].reverse())
  })

  it('refuses a bad date with a JSON 400', async () => {
    const response = await api('/api/gas-reference-prices?date=2026-13-01')
    expect(response.status).toBe(400)
    expect((await readError(response)).code).toBe('validation_failed')
  })
})
