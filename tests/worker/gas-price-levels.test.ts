import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { kvKeys } from '#contract/catalogue'
import { GasPriceLevelsAnswer, POSTAL_CODE_MESSAGE } from '#contract/gas-price-levels'
import { REGULATED_DATE_MESSAGE } from '#contract/regulated-tariffs'
import { api, readError } from './support.ts'

async function levelsOf(path: string): Promise<GasPriceLevelsAnswer> {
  const response = await api(path)
  expect(response.status).toBe(200)
  return GasPriceLevelsAnswer.parse(await response.json())
}

describe('GET /api/gas-price-levels/:postalCode', () => {
  it('says no table is imported while the seeded catalogue has none (the real data has no public table)', async () => {
    const seeded = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.gasPriceLevels)
    expect(JSON.parse(seeded?.value ?? 'null')).toEqual({ rows: 0 })
    const answer = await levelsOf('/api/gas-price-levels/69003?date=2026-11-29')
    expect(answer).toEqual({ date: '2026-11-29', postalCode: '69003', tableImported: false, communes: [] })
  })

  it('refuses a postal code that is not five digits, and a day that is not one, naming the rule', async () => {
    for (const code of ['6900', '690031', '69OO3', '%20%2069003']) {
      const response = await api(`/api/gas-price-levels/${code}`)
      expect(response.status, code).toBe(400)
      const error = await readError(response)
      expect(error.message, code).toBe(POSTAL_CODE_MESSAGE)
      expect(error.fields?.postalCode, code).toEqual([POSTAL_CODE_MESSAGE])
    }
    const response = await api('/api/gas-price-levels/69003?date=2026-02-30')
    expect(response.status).toBe(400)
    expect((await readError(response)).message).toBe(REGULATED_DATE_MESSAGE)
  })
})
