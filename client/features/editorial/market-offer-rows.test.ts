import { describe, expect, it } from 'vitest'
import type { SupplierSummary } from '#contract/supplier'
import { supplier as summary } from '../../lib/supplier-summary.fixture.ts'
import { checkedDates, marketOfferRows } from './market-offer-rows.ts'

/** The shared test supplier, with the plain values this file was written with. */
function supplier(overrides: Partial<SupplierSummary>): SupplierSummary {
  return summary({ name: 'Alpha', description: 'd', reviews: 1, websiteUrl: 'https://example.fr', ...overrides })
}

const catalogue = [
  supplier({ id: 1, name: 'Bêta', priceType: 'fixed', electricityPriceKwh: 0.19 }),
  supplier({ id: 2, name: 'Alpha', priceType: 'fixed', electricityPriceKwh: 0.18, pricesCheckedAt: '2025-08-05' }),
  supplier({ id: 3, name: 'Gamma', priceType: 'indexed', electricityPriceKwh: 0.17 }),
  supplier({
    id: 4,
    name: 'Delta',
    priceType: 'variable',
    electricityPriceKwh: 0.16,
    electricitySubscriptionPrice: undefined,
    monthlyFee: 16,
  }),
  supplier({ id: 5, name: 'Gaz seul', priceType: 'fixed', hasElectricity: false, electricityPriceKwh: undefined }),
]

const subscription = (s: SupplierSummary) => s.electricitySubscriptionPrice ?? s.monthlyFee

describe('marketOfferRows', () => {
  it('keeps the electricity offers of the table’s price types, cheapest first', () => {
    expect(marketOfferRows(catalogue, 'fixed', subscription).map((r) => r.supplierId)).toEqual([2, 1])
    expect(marketOfferRows(catalogue, 'variable', subscription).map((r) => [r.supplierId, r.priceType])).toEqual([
      [4, 'variable'],
      [3, 'indexed'],
    ])
    expect(marketOfferRows(catalogue, 'dynamic', subscription)).toEqual([])
  })

  it('uses the page’s subscription rule for a missing subscription', () => {
    expect(marketOfferRows(catalogue, 'variable', subscription)[0]?.monthlySubscription).toBe(16)
  })

  it('lists the distinct price dates, oldest first', () => {
    expect(checkedDates(marketOfferRows(catalogue, 'fixed', subscription))).toEqual(['2025-05-15', '2025-08-05'])
  })
})
