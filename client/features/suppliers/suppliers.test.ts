import { describe, expect, it } from 'vitest'
import type { SupplierSummary } from '#contract/supplier'
import { annualCost, rankByAnnualCost, referenceAnnualCost } from './annual-cost.ts'
import { commitmentLabel, formatAmount, formatCentsPerKwh, formatEurosPerKwh, monthlySubscription, starsOf } from './display.ts'
import { filterSuppliers, matchesSearch } from './search.ts'

const NBSP = '\u00a0'

function supplier(overrides: Partial<SupplierSummary>): SupplierSummary {
  return {
    id: 1,
    name: 'Fournisseur',
    offerName: 'Offre',
    description: 'Une description.',
    rating: 4,
    reviews: 10,
    isEconomical: false,
    isGreen: false,
    isFlexible: false,
    isNew: false,
    hasElectricity: true,
    hasGas: false,
    electricityPriceKwh: 0.2,
    electricitySubscriptionPrice: 15,
    greenPercentage: 0,
    priceType: 'fixed',
    commitment: 'Sans engagement',
    commitmentMonths: 0,
    features: [],
    websiteUrl: 'https://example.fr/',
    pricesCheckedAt: '2025-05-15',
    pricesAreEstimates: false,
    ...overrides,
  }
}

describe('stars', () => {
  it.each([
    [4.5, 4, true, 0],
    [4.49, 4, false, 1],
    [3.7, 3, true, 1],
    [0, 0, false, 5],
    [5, 5, false, 0],
    [7, 5, false, 0],
    [Number.NaN, 0, false, 5],
  ])('%s → %i full, half %s, %i empty', (rating, full, half, empty) => {
    expect(starsOf(rating)).toEqual({ full, half, empty })
  })
})

describe('price formatting', () => {
  it('shows supplier prices in cents per kWh with a comma and 2 decimals, N/A otherwise', () => {
    expect(formatCentsPerKwh(0.1606)).toBe(`16,06${NBSP}c€/kWh`)
    expect(formatCentsPerKwh(0.2)).toBe(`20,00${NBSP}c€/kWh`)
    for (const missing of [undefined, null, Number.NaN, '0.2']) expect(formatCentsPerKwh(missing)).toBe('N/A')
  })

  it('shows plan prices with 4 decimals and amounts with 2', () => {
    expect(formatEurosPerKwh(0.1689)).toBe(`0,1689${NBSP}€/kWh`)
    expect(formatAmount(15.5)).toBe(`15,50${NBSP}€`)
    expect(formatAmount(undefined)).toBe('N/A')
  })

  it('falls back on monthlyFee when a subscription is missing, and names no commitment plainly', () => {
    expect(monthlySubscription(supplier({ electricitySubscriptionPrice: 14 }), 'electricity')).toBe(14)
    expect(monthlySubscription(supplier({ electricitySubscriptionPrice: undefined, monthlyFee: 16.8 }), 'electricity')).toBe(16.8)
    expect(monthlySubscription(supplier({ gasSubscriptionPrice: undefined, monthlyFee: undefined }), 'gas')).toBeUndefined()
    expect(commitmentLabel({ commitment: 'Sans engagement', commitmentMonths: 0 })).toBe('Sans engagement')
    expect(commitmentLabel({ commitment: 'Engagement 12 mois', commitmentMonths: 12 })).toBe('Engagement 12 mois')
  })
})

describe('search and filters', () => {
  const list = [
    supplier({ id: 1, name: 'ekWateur', description: 'Énergie verte indépendante', isGreen: true, hasGas: true }),
    supplier({ id: 2, name: 'Alpiq', description: 'Électricité suisse', isEconomical: true }),
    supplier({ id: 3, name: 'Plenitude', description: 'Gaz et électricité', hasGas: true, commitment: 'Engagement 12 mois', commitmentMonths: 12 }),
  ]

  it('is trimmed and case-insensitive on the name or the description', () => {
    expect(filterSuppliers(list, '  EKWATEUR ', []).map((s) => s.id)).toEqual([1])
    expect(filterSuppliers(list, 'suisse', []).map((s) => s.id)).toEqual([2])
    expect(filterSuppliers(list, '', []).map((s) => s.id)).toEqual([1, 2, 3])
    expect(matchesSearch(list[0] as SupplierSummary, 'rien à voir')).toBe(false)
  })

  it('treats exactly "électricité" and "gaz" as the energy', () => {
    expect(filterSuppliers(list, 'Gaz', []).map((s) => s.id)).toEqual([1, 3])
    expect(filterSuppliers(list, 'électricité', []).map((s) => s.id)).toEqual([1, 2, 3])
  })

  it('combines filters with AND', () => {
    expect(filterSuppliers(list, '', ['gas']).map((s) => s.id)).toEqual([1, 3])
    expect(filterSuppliers(list, '', ['gas', 'green']).map((s) => s.id)).toEqual([1])
    expect(filterSuppliers(list, '', ['gas', 'noCommitment']).map((s) => s.id)).toEqual([1])
    expect(filterSuppliers(list, '', ['economical', 'green'])).toEqual([])
  })
})

describe('annual cost ranking', () => {
  it('computes consumption × price + 12 × subscription, against the regulated reference', () => {
    expect(annualCost(0.1606, 15.57, 3500)).toBeCloseTo(748.94, 2)
    // Tarif Bleu Base 6 kVA: 3 500 × 0,2016 + 12 × 13,72 = 705,60 + 164,64.
    expect(referenceAnnualCost('electricity', 3500)).toBeCloseTo(870.24, 2)
    // Prix repère chauffage: 8 200 × 0,1103 + 292,56.
    expect(referenceAnnualCost('gas', 8200)).toBeCloseTo(1197.02, 2)
  })

  it('ranks cheapest first with the saving in euros and percent, and keeps unpriced offers apart', () => {
    const offers = [
      supplier({ id: 1, electricityPriceKwh: 0.19, electricitySubscriptionPrice: 15 }),
      supplier({ id: 2, electricityPriceKwh: 0.1606, electricitySubscriptionPrice: 15.57 }),
      supplier({ id: 3, electricityPriceKwh: 0.25, electricitySubscriptionPrice: undefined, monthlyFee: 16 }),
      supplier({ id: 4, electricityPriceKwh: undefined, hasElectricity: false }),
    ]
    const { ranked, unranked } = rankByAnnualCost(offers, 'electricity', 3500)
    expect(ranked.map((r) => r.supplier.id)).toEqual([2, 1, 3])
    expect(ranked[0]?.savingEuros).toBeCloseTo(870.24 - 748.94, 2)
    expect(ranked[0]?.savingPercent).toBeCloseTo(((870.24 - 748.94) / 870.24) * 100, 4)
    // 3 500 × 0,25 + 12 × 16 = 1 067: more expensive than the reference.
    expect(ranked[2]?.savingEuros).toBeCloseTo(870.24 - 1067, 2)
    expect(unranked.map((s) => s.id)).toEqual([4])
  })
})
