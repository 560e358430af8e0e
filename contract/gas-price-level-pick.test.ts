import { describe, expect, it } from 'vitest'
import { communesInForce, householdLevel } from './gas-price-level-pick.ts'

const row = (inseeCode: string, commune: string, level: number, from: string, postalCode = '99100') => ({
  inseeCode,
  commune,
  postalCode,
  level,
  from,
  source: 'Essai',
})

describe('communesInForce', () => {
  it('keeps each commune at its newest level that has started by the day', () => {
    const rows = [row('99001', 'A', 2, '2026-01-01'), row('99001', 'A', 6, '2026-11-01'), row('99002', 'B', 4, '2027-01-01')]
    expect(communesInForce(rows, '2026-10-31').map((r) => [r.commune, r.level])).toEqual([['A', 2]])
    expect(communesInForce(rows, '2026-11-01').map((r) => [r.commune, r.level])).toEqual([['A', 6]])
    expect(communesInForce(rows, '2027-01-01').map((r) => [r.commune, r.level])).toEqual([
      ['A', 6],
      ['B', 4],
    ])
  })
})

describe('householdLevel', () => {
  it('tells no table, an unknown postal code, one level and several levels apart', () => {
    expect(householdLevel({ tableImported: false, communes: [] })).toEqual({ kind: 'no-table' })
    expect(householdLevel({ tableImported: true, communes: [] })).toEqual({ kind: 'unknown-postal-code' })
    const a = row('99001', 'A', 3, '2026-01-01')
    const b = row('99002', 'B', 3, '2026-01-01')
    const c = row('99003', 'C', 5, '2026-01-01')
    expect(householdLevel({ tableImported: true, communes: [a, b] })).toEqual({ kind: 'one', level: 3, communes: ['A', 'B'] })
    expect(householdLevel({ tableImported: true, communes: [c, a, b] })).toEqual({
      kind: 'several',
      levels: [
        { level: 3, communes: ['A', 'B'] },
        { level: 5, communes: ['C'] },
      ],
    })
  })
})
