import { describe, expect, it } from 'vitest'
import { yearlyCost } from '#contract/offer-cost'
import { isCurrentOffer } from '#contract/offer-dates'
import { checkedAtOn, isStaleOffer, monthsBefore, regulatedGridStart } from '#contract/offer-freshness'
import type { Offer } from '#contract/offers'
import { defaultHeadlineProfile, supplierHeadline, withHeadlines } from '#contract/supplier-headline'
import { loadSeed } from '../../seed/load.ts'

type TestOffer = Parameters<typeof supplierHeadline>[0][number]

/** A Base offer of supplier 1 with one grid version: its kWh price, subscription and check date. */
function offer(id: string, base: number, subscription: number, checkedAt: string, extra: Partial<TestOffer> = {}): TestOffer {
  return {
    id,
    supplierId: 1,
    name: `Offre ${id}`,
    energy: 'electricity',
    option: 'base',
    main: false,
    validFrom: '2026-01-01',
    validUntil: null,
    pricesCheckedAt: checkedAt,
    pricing: {
      kind: 'datedGrids',
      grids: [
        {
          validFrom: '2026-01-01',
          validUntil: null,
          checkedAt,
          priceType: 'fixed',
          source: { title: 'test' },
          rows: [{ kva: 6, subscriptionPerMonth: subscription, pricesPerKwh: { base } }],
        },
      ],
    },
    ...extra,
  }
}

const DAY = '2026-11-28'

describe('supplierHeadline', () => {
  it('takes the cheapest offer confirmed within six months, all its figures from that one offer', () => {
    const offers = [
      offer('fresh-dear', 0.2, 15, '2026-10-01'),
      offer('fresh-cheap', 0.18, 16, '2026-11-01'),
      offer('old-cheaper', 0.1, 10, '2025-08-05'),
    ]
    const h = supplierHeadline(offers, [], 1, 'electricity', DAY)
    const cost = yearlyCost(offers[1] as TestOffer, [], DAY, defaultHeadlineProfile('electricity').cost)
    if (cost.status !== 'costed') throw new Error('the offer should be costed')
    expect(h).toEqual({
      status: 'priced',
      offerId: 'fresh-cheap',
      offerName: 'Offre fresh-cheap',
      priceKwh: 0.18,
      averaged: false,
      subscriptionPerMonth: 16,
      yearlyCost: cost.total,
      pricesCheckedAt: '2026-11-01',
      stale: false,
    })
  })

  it('without a confirmed offer, gives the newest-checked one marked stale, never a mix', () => {
    const offers = [offer('older', 0.1, 10, '2025-08-05'), offer('newer', 0.2, 20, '2025-12-01')]
    const h = supplierHeadline(offers, [], 1, 'electricity', DAY)
    expect(h.status === 'priced' && [h.offerId, h.priceKwh, h.subscriptionPerMonth, h.pricesCheckedAt, h.stale]).toEqual([
      'newer',
      0.2,
      20,
      '2025-12-01',
      true,
    ])
  })

  it('leaves out the offers of another option, ended offers, and says why when none is left', () => {
    const offers = [
      offer('hphc', 0.2, 15, '2026-11-01', { option: 'hphc' }),
      offer('ended', 0.2, 15, '2026-11-01', { validUntil: '2026-11-27' }),
      offer('unpriced', 0.2, 15, '2026-11-01', { main: true, pricing: { kind: 'unpriced', reason: 'Aucune grille publiée.' } }),
    ]
    expect(supplierHeadline(offers, [], 1, 'electricity', DAY)).toEqual({ status: 'missing', reason: 'Aucune grille publiée.' })
    expect(supplierHeadline(offers.slice(0, 2), [], 1, 'electricity', DAY)).toEqual({
      status: 'missing',
      reason: 'Aucune offre Base en cours au catalogue.',
    })
  })

  it('replaces the seed-day price fields of a supplier with its headlines of the day', () => {
    const supplier = {
      id: 1,
      offerName: 'Ancienne offre',
      pricesCheckedAt: '2025-01-01',
      hasElectricity: true,
      hasGas: false,
      electricityPriceKwh: 0.5,
      electricitySubscriptionPrice: 50,
      subscriptionByKva: [{ kva: 6, monthlyPrice: 50 }],
    }
    const priced = withHeadlines(supplier, [offer('a', 0.18, 16, '2026-11-01')], [], DAY)
    expect(priced).toMatchObject({ offerName: 'Offre a', offerId: 'a', pricesCheckedAt: '2026-11-01', stale: false, asOf: DAY })
    expect([priced.electricityPriceKwh, priced.electricitySubscriptionPrice, priced.subscriptionByKva]).toEqual([0.18, 16, undefined])
  })
})

describe('the seeded catalogue, today and a year ahead', () => {
  it('marks stale exactly the headlines whose offer the freshness rule calls stale, each naming a current offer of the supplier', async () => {
    const seed = await loadSeed()
    for (const day of [seed.date, `${Number(seed.date.slice(0, 4)) + 1}${seed.date.slice(4)}`]) {
      const regulatedFrom = regulatedGridStart(seed.regulatedGrids, day)
      for (const supplier of seed.supplierProfiles) {
        for (const energy of ['electricity', 'gas'] as const) {
          const h = supplierHeadline(seed.offers, seed.regulatedGrids, supplier.id, energy, day)
          if (h.status === 'missing') continue
          const source = seed.offers.find((o) => o.id === h.offerId) as Offer
          expect(source.supplierId).toBe(supplier.id)
          expect(isCurrentOffer(source, day)).toBe(true)
          expect(h.pricesCheckedAt).toBe(checkedAtOn(source, day))
          expect(h.stale).toBe(isStaleOffer(source, day, regulatedFrom))
          if (h.pricesCheckedAt < monthsBefore(day, 6)) expect(h.stale).toBe(true)
        }
      }
    }
  })
})
