import { describe, expect, it } from 'vitest'
import type { SupplierSummary } from '#contract/supplier'
import { supplier } from './supplier-summary.fixture.ts'
import { commitmentLabel, costDifferenceLabel, monthlySubscription, moreFeaturesLabel, ratingLabel, starsOf } from './supplier-display.ts'
import { formatAmount, formatCentsPerKwh, formatEurosPerKwh, NOT_COMMUNICATED } from './format.ts'
import { parseFilters, serializeFilters } from './supplier-filters.ts'
import { filterSuppliers, hasCriteria, matchesSearch, resultCountLabel, toggleFilter, visibleSuppliers } from './supplier-search.ts'

const NBSP = '\u00a0'

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
  it('shows supplier prices in cents per kWh with a comma and 2 decimals, « non communiqué » otherwise', () => {
    expect(formatCentsPerKwh(0.1606)).toBe(`16,06${NBSP}c€/kWh`)
    expect(formatCentsPerKwh(0.2)).toBe(`20,00${NBSP}c€/kWh`)
    for (const missing of [undefined, null, Number.NaN, '0.2']) expect(formatCentsPerKwh(missing)).toBe(NOT_COMMUNICATED)
  })

  it('shows plan prices with 4 decimals and amounts with 2', () => {
    expect(formatEurosPerKwh(0.1689)).toBe(`0,1689${NBSP}€/kWh`)
    expect(formatAmount(15.5)).toBe(`15,50${NBSP}€`)
    expect(formatAmount(undefined)).toBe(NOT_COMMUNICATED)
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
    supplier({
      id: 3,
      name: 'Plenitude',
      description: 'Gaz et électricité',
      hasGas: true,
      commitment: 'Engagement 12 mois',
      commitmentMonths: 12,
    }),
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
})
