import { describe, expect, it } from 'vitest'
import { effectiveFilters, parseComparisonSearch } from './comparison-search.ts'

describe('list state', () => {
  it('reads the address leniently: numbers as text, bad values as absent', () => {
    const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))
    const electricity = parseComparisonSearch('electricity')
    expect(defined(electricity({ postalCode: 75001, q: 2025 }))).toEqual({ postalCode: '75001', q: '2025' })
    expect(defined(electricity({ postalCode: ' 75001 ', q: 'vert ' }))).toEqual({ postalCode: '75001', q: 'vert ' })
    expect(defined(electricity({ filter: 'red', kva: 'x', conso: -3 }))).toEqual({})
  })

  it('reads the shared household profile, and the old `conso` as the page’s own consumption', () => {
    const defined = (search: object) => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined))
    expect(defined(parseComparisonSearch('electricity')({ conso: 8000, kva: 9, option: 'hphc', hc: 40 }))).toEqual({
      conso_elec: 8000,
      kva: 9,
      option: 'hphc',
      hc: 40,
    })
    expect(defined(parseComparisonSearch('gas')({ conso: 12000 }))).toEqual({ conso_gaz: 12000 })
    // The shared name wins over the old one; the old one is always dropped from the address.
    const both = parseComparisonSearch('electricity')({ conso: 8000, conso_elec: 5000 })
    expect(both.conso_elec).toBe(5000)
    expect(Object.keys(both)).toContain('conso')
    expect((both as Record<string, unknown>).conso).toBeUndefined()
  })

  it('reads the gas use on gas pages only, a bad one as absent', () => {
    expect(parseComparisonSearch('gas')({ usage_gaz: 'cuisson' }).usage_gaz).toBe('cuisson')
    expect(parseComparisonSearch('gas')({ usage_gaz: 'barbecue' }).usage_gaz).toBeUndefined()
    expect(parseComparisonSearch('electricity')({ usage_gaz: 'cuisson' }).usage_gaz).toBeUndefined()
  })

  it('applies the green preset until the visitor chooses filters', () => {
    expect(effectiveFilters({ filter: 'green' }, false)).toEqual(['green'])
    expect(effectiveFilters({}, true)).toEqual(['green'])
    expect(effectiveFilters({ filtres: '' }, true)).toEqual([])
    expect(effectiveFilters({ filter: 'green', filtres: 'gas' }, false)).toEqual(['gas'])
    expect(effectiveFilters({}, false)).toEqual([])
  })
})
