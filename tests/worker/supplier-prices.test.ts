import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { monthsBefore } from '#contract/offer-freshness'
import { OfferCatalogue } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { Supplier, SupplierSummary } from '#contract/supplier'
import { supplierHeadline } from '#contract/supplier-headline'
import { api, readError } from './support.ts'

/** The stored offers and grids, as the seed wrote them: the expected headlines are the contract's on them. */
function stored(): OfferCatalogue {
  const entry = env.TEST_SEED_ENTRIES.find((e) => e.key === kvKeys.offers)
  if (!entry) throw new Error('no seed entry for the offers')
  return OfferCatalogue.parse(JSON.parse(entry.value))
}

const today = franceDate(new Date())
const yearAhead = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`

async function list(path: string): Promise<SupplierSummary[]> {
  const response = await api(path)
  expect(response.status, path).toBe(200)
  return z.array(SupplierSummary).parse(await response.json())
}

describe('GET /api/suppliers: prices of the asked day', () => {
  const { offers, grids } = stored()

  for (const [label, query, day] of [
    ['today', '', today],
    ['a year ahead', `?date=${yearAhead}`, yearAhead],
  ] as const) {
    it(`${label}: every price field is the contract's headline, naming its offer, stale when checked over six months before`, async () => {
      const suppliers = await list(`/api/suppliers${query}`)
      expect(suppliers.length).toBeGreaterThanOrEqual(20)
      for (const s of suppliers) {
        expect(s.asOf).toBe(day)
        for (const energy of ['electricity', 'gas'] as const) {
          const sells = energy === 'electricity' ? s.hasElectricity : s.hasGas
          const given = s.headlines?.[energy]
          if (!sells) {
            expect(given).toBeUndefined()
            continue
          }
          expect(given).toEqual(supplierHeadline(offers, grids, s.id, energy, day))
          const price = energy === 'electricity' ? s.electricityPriceKwh : s.gasPriceKwh
          const subscription = energy === 'electricity' ? s.electricitySubscriptionPrice : s.gasSubscriptionPrice
          if (given?.status === 'priced') {
            expect([price, subscription]).toEqual([given.priceKwh, given.subscriptionPerMonth])
            if (given.pricesCheckedAt < monthsBefore(day, 6)) expect(given.stale).toBe(true)
          } else {
            expect([price, subscription]).toEqual([undefined, undefined])
          }
        }
        const lead = [s.headlines?.electricity, s.headlines?.gas].find((h) => h?.status === 'priced')
        if (lead?.status === 'priced') {
          expect([s.offerId, s.offerName, s.pricesCheckedAt, s.stale]).toEqual([
            lead.offerId,
            lead.offerName,
            lead.pricesCheckedAt,
            lead.stale,
          ])
          if (s.pricesCheckedAt < monthsBefore(day, 6)) expect(s.stale).toBe(true)
        }
      }
    })
  }

  it('prices one supplier and the other lists the same way for the asked day', async () => {
    const all = await list(`/api/suppliers?date=${yearAhead}`)
    for (const path of ['/api/featured-suppliers', '/api/electricity-suppliers', '/api/gas-suppliers']) {
      for (const s of await list(`${path}?date=${yearAhead}`)) expect(s).toEqual(all.find((a) => a.id === s.id))
    }
    const response = await api(`/api/suppliers/19?date=${yearAhead}`)
    const one = Supplier.parse(await response.json())
    expect(one.headlines).toEqual(all.find((a) => a.id === 19)?.headlines)
  })

  it('refuses a malformed day in French, naming the field, like /api/offers', async () => {
    for (const path of [
      '/api/suppliers?date=2026-02-30',
      '/api/suppliers/19?date=demain',
      '/api/cheapest-electricity-offers?date=2026-13-01',
    ]) {
      const response = await api(path)
      expect(response.status, path).toBe(400)
      const error = await readError(response)
      expect(error.fields).toEqual({ date: ['La date doit être un jour valide au format AAAA-MM-JJ (par exemple 2026-09-01).'] })
    }
  })

  it('gives one ETag per catalogue version and day, and answers 304 to it', async () => {
    const first = await api(`/api/suppliers?date=${today}`)
    const other = await api(`/api/suppliers?date=${yearAhead}`)
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(new RegExp(`-${today}"$`))
    expect(other.headers.get('ETag')).not.toBe(etag)
    const again = await api(`/api/suppliers?date=${today}`, { headers: { 'If-None-Match': etag ?? '' } })
    expect(again.status).toBe(304)
  })
})
