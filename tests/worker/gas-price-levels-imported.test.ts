import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { GasPriceLevelsAnswer } from '#contract/gas-price-levels'
import { api } from './support.ts'

// A file of its own: the worker keeps a catalogue key in memory for a while, so the table must be in KV
// before this isolate first reads it.
beforeAll(async () => {
  // The fictitious table, as the seed stores an imported one.
  await Promise.all(
    env.TEST_GAS_LEVEL_ENTRIES.map(({ key, value }) => env.CATALOGUE.put(key, value, { metadata: { version: 'gas-levels-fixture' } })),
  )
})

async function levelsOf(path: string): Promise<GasPriceLevelsAnswer> {
  const response = await api(path)
  expect(response.status).toBe(200)
  return GasPriceLevelsAnswer.parse(await response.json())
}

describe('GET /api/gas-price-levels/:postalCode with an imported table', () => {
  it('with an imported table, gives each commune of the postal code at the level in force on the day asked', async () => {
    const before = await levelsOf('/api/gas-price-levels/99100?date=2026-10-31')
    expect(before.tableImported).toBe(true)
    expect(before.communes.map((c) => [c.commune, c.level, c.from])).toEqual([['Essai-les-Bains', 2, '2026-01-01']])
    const after = await levelsOf('/api/gas-price-levels/99100?date=2026-11-01')
    expect(after.communes.map((c) => [c.commune, c.level, c.from])).toEqual([['Essai-les-Bains', 6, '2026-11-01']])

    const several = await levelsOf('/api/gas-price-levels/99200?date=2026-11-29')
    expect(several.communes.map((c) => [c.inseeCode, c.commune, c.level]).sort()).toEqual([
      ['99002', 'Essai-sur-Mer', 4],
      ['99003', 'Essai-le-Haut', 5],
      ['99004', 'Essai; le Bas', 4],
    ])
    // A postal code of an area the table holds, and one of an area it does not: both known to be unknown.
    for (const code of ['99300', '69003']) {
      const unknown = await levelsOf(`/api/gas-price-levels/${code}?date=2026-11-29`)
      expect(unknown, code).toMatchObject({ tableImported: true, communes: [] })
    }
  })

  it('revalidates with the ETag of the table and the day', async () => {
    const first = await api('/api/gas-price-levels/99100?date=2026-11-29')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/-2026-11-29"$/)
    const again = await api('/api/gas-price-levels/99100?date=2026-11-29', { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
    const otherDay = await api('/api/gas-price-levels/99100?date=2026-11-30', { headers: { 'If-None-Match': etag ?? '' } })
    expect(otherDay.status).toBe(200)
  })
})
