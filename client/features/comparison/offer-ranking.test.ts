import { describe, expect, it } from 'vitest'
import type { OfferView } from '#contract/offers'
import type { HpHcGrid, RegulatedGrid } from '#contract/regulated-tariffs'
import { householdFromSearch } from '../../lib/household/household.ts'
import { baseGrid } from '../../lib/regulated-reference.fixture.ts'
import { rankOffers } from './offer-ranking.ts'
import { hpHcBreakEven } from './option-advice.ts'

// Made-up figures with round numbers, so each expected cost reads as arithmetic.
const amount = (ttc: number) => ({ ttc, ht: ttc / 1.2 })
const hphc: HpHcGrid = {
  option: 'hphc',
  effectiveFrom: '2025-02-01',
  effectiveTo: null,
  source: { publisher: 'Test', reference: 'Données d’essai' },
  powers: [
    { kva: 6, subscriptionPerYear: amount(156), subscriptionPerMonthTtc: 13, pricesPerKwh: { offPeak: amount(0.16), peak: amount(0.22) } },
  ],
}
const grids: RegulatedGrid[] = [baseGrid('2025-02-01', null, [{ kva: 6, price: 0.2, monthly: 12.5 }]), hphc]

function offer(id: string, overrides: Partial<OfferView>): OfferView {
  return {
    id,
    supplierId: 1,
    supplierName: 'Fournisseur',
    name: id,
    energy: 'electricity',
    option: 'base',
    main: true,
    priceType: 'fixed',
    pricing: { kind: 'unpriced', reason: 'Pas de prix.' },
    greenPercentage: 0,
    commitmentMonths: 0,
    validFrom: '2025-01-01',
    validUntil: null,
    pricesCheckedAt: '2026-11-01',
    source: { title: 'Essai' },
    prices: { status: 'unpriced', reason: 'Pas de prix.' },
    stale: false,
    ...overrides,
  }
}

const fixed = (price: number, monthly: number, option: 'base' | 'hphc' = 'base'): OfferView['pricing'] => {
  const pricesPerKwh: Record<string, number> = option === 'base' ? { base: price } : { offPeak: price - 0.04, peak: price }
  return { kind: 'fixedGrid', rows: [{ kva: 6, subscriptionPerMonth: monthly, pricesPerKwh }] }
}

const offers = [
  offer('a', { pricing: fixed(0.18, 14) }),
  offer('b', { pricing: fixed(0.19, 12) }),
  offer('tarif-bleu', { pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 } }),
  offer('sans-prix', {}),
  offer('fini', { pricing: fixed(0.1, 5), validUntil: '2026-06-30' }),
  offer('hc', { option: 'hphc', pricing: fixed(0.2, 13, 'hphc') }),
]

describe('ranking offers for a household', () => {
  const household = householdFromSearch({
    conso_elec: 3500,
    kva: 6,
    option: 'base',
    hc: 40,
    contrat_elec: 'prix',
    prix_elec: 0.21,
    abo_elec: 15,
  })
  const ranking = rankOffers({ energy: 'electricity', offers, grids, date: '2026-11-24', household, gasReference: null })

  it('costs each offer of the option as use × price + 12 × subscription, cheapest first', () => {
    // a: 630 + 168 = 798; b: 665 + 144 = 809; Tarif Bleu: 700 + 150 = 850.
    expect(ranking.ranked.map((r) => [r.offer.id, r.total])).toEqual([
      ['a', 798],
      ['b', 809],
      ['tarif-bleu', 850],
    ])
    expect(ranking.regulated.base).toBe(850)
  })

  it('gives the saving against the regulated tariff and against the typed contract', () => {
    // Typed contract: 3 500 × 0,21 + 12 × 15 = 735 + 180 = 915.
    expect(ranking.current.total).toBe(915)
    const a = ranking.ranked[0]
    expect(a?.vsRegulated?.euros).toBeCloseTo(52, 10)
    expect(a?.vsRegulated?.percent).toBeCloseTo((52 / 850) * 100, 10)
    expect(a?.vsCurrent?.euros).toBeCloseTo(117, 10)
  })

  it('ranks another option apart under the stated off-peak share, and keeps the offers without a price with their reason', () => {
    // HP/HC at 40 % off-peak: 1 400 × 0,16 + 2 100 × 0,20 + 12 × 13 = 224 + 420 + 156 = 800.
    const hpHc = ranking.others.find((o) => o.option === 'hphc')
    expect(hpHc?.ranked.map((r) => [r.offer.id, r.total])).toEqual([['hc', 800]])
    expect(ranking.uncosted).toEqual([{ offer: offers[3], reason: 'Pas de prix.' }])
  })

  it('lists apart, with its check date, an offer whose prices were checked more than six months before the day', () => {
    const old = offer('ancien', { pricing: fixed(0.1, 5), pricesCheckedAt: '2026-05-23' })
    const oldUnpriced = offer('ancien-sans-prix', { pricesCheckedAt: '2025-01-01' })
    const result = rankOffers({
      energy: 'electricity',
      offers: [...offers, old, oldUnpriced],
      grids,
      date: '2026-11-24',
      household,
      gasReference: null,
    })
    // 2026-05-23 is more than six months before 2026-11-24: the cheapest offer is not ranked, but shown apart.
    expect(result.ranked.map((r) => r.offer.id)).not.toContain('ancien')
    expect(result.stale).toEqual([{ offer: old, checkedAt: '2026-05-23', reason: 'old' }])
    // An offer with no price at all keeps its reason among those without a cost.
    expect(result.uncosted.map((u) => u.offer.id)).toContain('ancien-sans-prix')
    const fresh = rankOffers({
      energy: 'electricity',
      offers: [...offers, { ...old, pricesCheckedAt: '2026-05-24' }],
      grids,
      date: '2026-11-24',
      household,
      gasReference: null,
    })
    expect(fresh.ranked[0]?.offer.id).toBe('ancien')
    expect(fresh.stale).toEqual([])
  })

  it('ranks a week-end offer in its own group, names the default share it used, and compares it with the Base tariff', () => {
    const weekend = offer('we', {
      option: 'weekend',
      pricing: { kind: 'fixedGrid', rows: [{ kva: 6, subscriptionPerMonth: 12, pricesPerKwh: { weekday: 0.22, weekend: 0.15 } }] },
    })
    const result = rankOffers({
      energy: 'electricity',
      offers: [...offers, weekend],
      grids,
      date: '2026-11-24',
      household,
      gasReference: null,
    })
    const group = result.others.find((o) => o.option === 'weekend')
    const costed = group?.ranked[0]
    // 3 500 kWh, 2/7 of them at the week-end price: 1 000 × 0,15 + 2 500 × 0,22 + 12 × 12 = 844; Tarif Bleu Base 850.
    expect(costed?.total).toBe(844)
    expect(costed?.assumptions.map((a) => a.label)).toEqual(['part week-end\u00a0: 2/7 du calendrier (par défaut)'])
    expect(costed?.vsRegulated?.euros).toBeCloseTo(6, 10)
  })

  it('leaves out an offer that has ended by the visitor’s day', () => {
    expect([...ranking.ranked, ...ranking.uncosted].some((r) => r.offer.id === 'fini')).toBe(false)
    const before = rankOffers({ energy: 'electricity', offers, grids, date: '2026-06-30', household, gasReference: null })
    expect(before.ranked[0]?.offer.id).toBe('fini')
  })

  it('costs « mon contrat actuel » as a catalogue offer, or says it cannot', () => {
    const onB = rankOffers({
      energy: 'electricity',
      offers,
      grids,
      date: '2026-11-24',
      household: { ...household, contract: { ...household.contract, electricity: { kind: 'offer', offerId: 'b' } } },
      gasReference: null,
    })
    expect(onB.current.total).toBe(809)
    expect(onB.ranked[0]?.vsCurrent?.euros).toBeCloseTo(11, 10)
    const gone = rankOffers({
      energy: 'electricity',
      offers,
      grids,
      date: '2026-11-24',
      household: { ...household, contract: { ...household.contract, electricity: { kind: 'offer', offerId: 'fini' } } },
      gasReference: null,
    })
    expect(gone.current.total).toBeNull()
    expect(gone.ranked[0]?.vsCurrent).toBeNull()
  })
})

describe('HP/HC break-even', () => {
  it('solves 12·aHC + C·(s·pHC + (1 − s)·pHP) = 12·aBase + C·pBase for s', () => {
    // (12 × (13 − 12,5) + 3 500 × (0,22 − 0,20)) / (3 500 × (0,22 − 0,16)) = 76 / 210.
    const result = hpHcBreakEven(grids, '2026-11-24', 6, 3500)
    expect(result.kind).toBe('from')
    if (result.kind === 'from') expect(result.share).toBeCloseTo(76 / 210, 10)
  })

  it('says why when the grid in force lacks a figure at that power', () => {
    const result = hpHcBreakEven(grids, '2026-11-24', 9, 3500)
    expect(result).toEqual({ kind: 'unknown', reason: expect.stringContaining('9\u00a0kVA') })
  })
})
