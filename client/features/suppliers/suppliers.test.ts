import { describe, expect, it } from 'vitest'
import type { SupplierSummary } from '#contract/supplier'
import { baseGrid, gasMonth } from '../../lib/regulated-reference.fixture.ts'
import { regulatedReference } from '../../lib/regulated-reference.ts'
import { annualCost, rankByAnnualCost, referenceAnnualCost, subscriptionFor, subscriptionRatio } from './annual-cost.ts'
import { effectiveFilters, parseComparisonSearch, profileConsumption, profileKva } from './comparison-search.ts'
import { topForCustomerService } from './customer-service.ts'
import {
  commitmentLabel,
  costDifferenceLabel,
  formatAmount,
  formatCentsPerKwh,
  formatEurosPerKwh,
  monthlySubscription,
  moreFeaturesLabel,
  ratingLabel,
  starsOf,
} from './display.ts'
import {
  filterSuppliers,
  hasCriteria,
  matchesSearch,
  parseFilters,
  resultCountLabel,
  serializeFilters,
  toggleFilter,
  visibleSuppliers,
} from './search.ts'

const NBSP = '\u00a0'

/** The Tarif Bleu Base of 1 February 2025 (3, 6 and 9 kVA) and the May 2025 heating prix repère, as data. */
const REFERENCE = regulatedReference(
  [baseGrid('2025-02-01', '2025-08-01', [{ kva: 3, price: 0.2016, monthly: 10.41 }, { kva: 6, price: 0.2016, monthly: 13.72 }, { kva: 9, price: 0.2016, monthly: 17.27 }, { kva: 12, price: 0.2016, monthly: 20.86 }])],
  [gasMonth('2025-05', { price: 0.1103, perYear: 292.56 })],
  '2025-05-15',
)

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
    expect(referenceAnnualCost('electricity', 3500, REFERENCE)).toBeCloseTo(870.24, 2)
    // Prix repère chauffage: 8 200 × 0,1103 + 292,56.
    expect(referenceAnnualCost('gas', 8200, REFERENCE)).toBeCloseTo(1197.02, 2)
  })

  it('ranks cheapest first with the saving in euros and percent, and keeps unpriced offers apart', () => {
    const offers = [
      supplier({ id: 1, electricityPriceKwh: 0.19, electricitySubscriptionPrice: 15 }),
      supplier({ id: 2, electricityPriceKwh: 0.1606, electricitySubscriptionPrice: 15.57 }),
      supplier({ id: 3, electricityPriceKwh: 0.25, electricitySubscriptionPrice: undefined, monthlyFee: 16 }),
      supplier({ id: 4, electricityPriceKwh: undefined, hasElectricity: false }),
    ]
    const { ranked, unranked } = rankByAnnualCost(offers, 'electricity', 3500, REFERENCE)
    expect(ranked.map((r) => r.supplier.id)).toEqual([2, 1, 3])
    expect(ranked[0]?.savingEuros).toBeCloseTo(870.24 - 748.94, 2)
    expect(ranked[0]?.savingPercent).toBeCloseTo(((870.24 - 748.94) / 870.24) * 100, 4)
    // 3 500 × 0,25 + 12 × 16 = 1 067: more expensive than the reference.
    expect(ranked[2]?.savingEuros).toBeCloseTo(870.24 - 1067, 2)
    expect(unranked.map((s) => s.id)).toEqual([4])
  })
})

describe('card display rules', () => {
  it('reads the rating out in French', () => {
    expect(ratingLabel(4.5)).toBe(`Note${NBSP}: 4,5 sur 5`)
    expect(ratingLabel(4)).toBe(`Note${NBSP}: 4 sur 5`)
  })

  it('counts the features left out on mobile', () => {
    expect(moreFeaturesLabel(4)).toBe('4 autres avantages')
    expect(moreFeaturesLabel(2)).toBe('2 autres avantages')
    expect(moreFeaturesLabel(1)).toBe('1 autre avantage')
  })

  it('says the difference with the reference in euros and percent', () => {
    expect(costDifferenceLabel(121.3, 13.94)).toBe(`121${NBSP}€ (13,9${NBSP}%) moins cher`)
    expect(costDifferenceLabel(-5.2, -0.6)).toBe(`5${NBSP}€ (0,6${NBSP}%) plus cher`)
    expect(costDifferenceLabel(0.3, 0.03)).toBe('Au même prix')
  })
})

describe('list state', () => {
  it('reads filters from the address, ignoring unknown ids and keeping one canonical order', () => {
    expect(parseFilters('green,gas')).toEqual(['gas', 'green'])
    expect(parseFilters('green,,nope,green')).toEqual(['green'])
    expect(parseFilters(undefined)).toEqual([])
    expect(serializeFilters(['noCommitment', 'electricity'])).toBe('electricity,noCommitment')
    expect(toggleFilter(['green'], 'gas')).toEqual(['gas', 'green'])
    expect(toggleFilter(['gas', 'green'], 'gas')).toEqual(['green'])
  })

  it('shows 6 until "see all", and every match while a criterion is active', () => {
    const items = Array.from({ length: 20 }, (_, i) => i)
    expect(visibleSuppliers(items, { criteria: false, showAll: false, limit: 6 })).toHaveLength(6)
    expect(visibleSuppliers(items, { criteria: false, showAll: true, limit: 6 })).toHaveLength(20)
    expect(visibleSuppliers(items, { criteria: true, showAll: false, limit: 6 })).toHaveLength(20)
    expect(visibleSuppliers(items, { criteria: false, showAll: false })).toHaveLength(20)
    expect(hasCriteria('  ', [])).toBe(false)
    expect(hasCriteria(' a', [])).toBe(true)
    expect(hasCriteria('', ['gas'])).toBe(true)
  })

  it('announces the count', () => {
    expect(resultCountLabel(0)).toBe('Aucun fournisseur trouvé')
    expect(resultCountLabel(1)).toBe('1 fournisseur trouvé')
    expect(resultCountLabel(12)).toBe('12 fournisseurs trouvés')
  })

  it('reads the address leniently: numbers as text, bad values as absent', () => {
    expect(parseComparisonSearch({ postalCode: 75001, q: 2025 })).toEqual({ postalCode: '75001', q: '2025' })
    expect(parseComparisonSearch({ postalCode: ' 75001 ', q: 'vert ' })).toEqual({ postalCode: '75001', q: 'vert ' })
    expect(parseComparisonSearch({ filter: 'red', kva: 'x', conso: -3 })).toEqual({})
  })

  it('applies the green preset until the visitor chooses filters, and bounds the profile', () => {
    expect(effectiveFilters({ filter: 'green' }, false)).toEqual(['green'])
    expect(effectiveFilters({}, true)).toEqual(['green'])
    expect(effectiveFilters({ filtres: '' }, true)).toEqual([])
    expect(effectiveFilters({ filter: 'green', filtres: 'gas' }, false)).toEqual(['gas'])
    expect(effectiveFilters({}, false)).toEqual([])
    expect(profileConsumption('electricity', undefined)).toBe(3500)
    expect(profileConsumption('gas', undefined)).toBe(8200)
    expect(profileConsumption('electricity', 5000)).toBe(5000)
    expect(profileConsumption('electricity', 10)).toBe(3500)
    expect(profileKva(9)).toBe(9)
    expect(profileKva(7)).toBe(6)
    expect(profileKva(undefined)).toBe(6)
  })
})

describe('customer service top 3', () => {
  it('ranks by rating, then by number of reviews, then catalogue order', () => {
    const list = [
      supplier({ id: 1, rating: 4.5, reviews: 100 }),
      supplier({ id: 2, rating: 4.6, reviews: 50 }),
      supplier({ id: 3, rating: 4.5, reviews: 2600 }),
      supplier({ id: 4, rating: 4.5, reviews: 100 }),
      supplier({ id: 5, rating: 3, reviews: 99999 }),
    ]
    expect(topForCustomerService(list).map((s) => s.id)).toEqual([2, 3, 1])
    expect(topForCustomerService(list.slice(0, 1))).toHaveLength(1)
  })
})

describe('meter power in the ranking', () => {
  const table = [
    { kva: 3, monthlyPrice: 11.74 },
    { kva: 6, monthlyPrice: 15.48 },
    { kva: 9, monthlyPrice: 19.4 },
  ]

  it('uses the supplier table, else the 6 kVA figure scaled by the regulated grid (flagged)', () => {
    const withTable = supplier({ electricitySubscriptionPrice: 15.48, subscriptionByKva: table })
    expect(subscriptionFor(withTable, 'electricity', REFERENCE, 9)).toEqual({ monthly: 19.4, estimated: false })
    expect(subscriptionFor(withTable, 'electricity', REFERENCE, 12)?.estimated).toBe(true)
    const plain = supplier({ electricitySubscriptionPrice: 15 })
    expect(subscriptionFor(plain, 'electricity', REFERENCE, 6)).toEqual({ monthly: 15, estimated: false })
    const at9 = subscriptionFor(plain, 'electricity', REFERENCE, 9)
    expect(at9?.estimated).toBe(true)
    expect(at9?.monthly).toBeCloseTo((15 * 17.27) / 13.72, 6)
    expect(subscriptionFor(supplier({ electricitySubscriptionPrice: undefined, monthlyFee: 16.8 }), 'electricity', REFERENCE, 3)?.monthly).toBeCloseTo((16.8 * 10.41) / 13.72, 6)
    expect(subscriptionFor(supplier({ gasSubscriptionPrice: 24 }), 'gas', REFERENCE, 9)).toEqual({ monthly: 24, estimated: false })
  })

  it('cannot compute the reference from a grid that does not communicate that power, nor estimate a subscription from no grid', () => {
    const partial = regulatedReference([baseGrid('2026-08-01', null, [{ kva: 6, price: 0.2001, monthly: 15.86 }, { kva: 9, price: null, monthly: null }])], [], '2026-09-01')
    expect(subscriptionFor(supplier({ electricitySubscriptionPrice: 15 }), 'electricity', partial, 9)).toBeUndefined()
    expect(referenceAnnualCost('electricity', 3500, partial, 9)).toBeNull()
    expect(referenceAnnualCost('electricity', 3500, partial, 6)).toBeCloseTo(3500 * 0.2001 + 12 * 15.86, 6)
    expect(referenceAnnualCost('gas', 8200, partial)).toBeNull()
    const { ranked, reference } = rankByAnnualCost([supplier({ id: 1, electricityPriceKwh: 0.19, electricitySubscriptionPrice: 15 })], 'electricity', 3500, partial, 9)
    expect(reference).toBeNull()
    expect(ranked).toEqual([])
  })

  it('scales a subscription with the newest grid that gives both powers, while the reference stays with the grid in force', () => {
    const earlier = baseGrid('2026-02-01', '2026-08-01', [{ kva: 6, price: 0.19398, monthly: 15.68 }, { kva: 9, price: 0.19398, monthly: 19.66 }])
    const partial = baseGrid('2026-08-01', null, [{ kva: 6, price: 0.2001, monthly: 15.86 }, { kva: 9, price: null, monthly: null }])
    const reference = regulatedReference([earlier, partial], [], '2026-09-01')
    expect(subscriptionRatio(reference, 9)).toBeCloseTo(19.66 / 15.68, 10)
    const at9 = subscriptionFor(supplier({ electricitySubscriptionPrice: 15 }), 'electricity', reference, 9)
    expect(at9?.estimated).toBe(true)
    expect(at9?.monthly).toBeCloseTo((15 * 19.66) / 15.68, 10)
    expect(referenceAnnualCost('electricity', 3500, reference, 9)).toBeNull()
    // A grid in force that gives both powers wins over an older one.
    const complete = baseGrid('2026-08-01', null, [{ kva: 6, price: 0.2001, monthly: 16 }, { kva: 9, price: 0.2001, monthly: 20 }])
    expect(subscriptionRatio(regulatedReference([earlier, complete], [], '2026-09-01'), 9)).toBe(20 / 16)
  })

  it('costs the gas reference with one month’s figures, the newest month that publishes both', () => {
    const months = [gasMonth('2026-01', { price: 0.10192, perYear: 343.9 }), gasMonth('2026-03', { price: 0.10514, perYear: null })]
    const reference = regulatedReference([], months, '2026-11-23')
    expect(referenceAnnualCost('gas', 8200, reference)).toBeCloseTo(8200 * 0.10192 + 343.9, 6)
  })

  it('compares with the regulated Base subscription of the same power', () => {
    // 3 500 × 0,2016 + 12 × 17,27 (9 kVA).
    expect(referenceAnnualCost('electricity', 3500, REFERENCE, 9)).toBeCloseTo(705.6 + 207.24, 2)
    const offers = [supplier({ id: 1, electricityPriceKwh: 0.2, subscriptionByKva: table, electricitySubscriptionPrice: 15.48 }), supplier({ id: 2, electricityPriceKwh: 0.19, electricitySubscriptionPrice: 16 })]
    const { ranked, reference } = rankByAnnualCost(offers, 'electricity', 3500, REFERENCE, 9)
    expect(reference).toBeCloseTo(912.84, 2)
    const costs = Object.fromEntries(ranked.map((r) => [r.supplier.id, r.annualCost]))
    expect(costs[1]).toBeCloseTo(700 + 12 * 19.4, 6)
    expect(costs[2]).toBeCloseTo(665 + 12 * ((16 * 17.27) / 13.72), 6)
    // 906,70 € against 932,80 €: the scaled offer is the cheaper one here.
    expect(ranked.map((r) => r.supplier.id)).toEqual([2, 1])
    expect(ranked.find((r) => r.supplier.id === 2)?.subscriptionEstimated).toBe(true)
  })
})
