import { describe, expect, it } from 'vitest'
import { baseGrid, gasMonth } from './regulated-reference.fixture.ts'
import { baseAt, defaultPrices, gasCostReference, gasHeating, previousBasePrice, regulatedReference } from './regulated-reference.ts'

const grids = [
  baseGrid('2026-02-01', '2026-08-01', [
    { kva: 6, price: 0.19398, monthly: 15.68 },
    { kva: 9, price: 0.19266, monthly: 19.66 },
  ]),
  baseGrid('2026-08-01', null, [
    { kva: 6, price: 0.2001, monthly: 15.86 },
    { kva: 9, price: null, monthly: null },
  ]),
  baseGrid('2027-02-01', null, [{ kva: 6, price: 0.2111, monthly: 16.4 }]),
]
const months = [gasMonth('2026-01', { price: 0.10192, perYear: 343.9 }), gasMonth('2026-03', { price: 0.10514, perYear: null })]

describe('regulated reference of a day', () => {
  it('picks the grid in force on the day, never one that has not started', () => {
    const reference = regulatedReference(grids.slice(0, 2), months, '2026-11-23')
    expect(reference.base?.effectiveFrom).toBe('2026-08-01')
    expect(baseAt(reference)).toEqual({ since: '2026-08-01', pricePerKwh: 0.2001, monthly: 15.86 })
    expect(previousBasePrice(reference)).toBe(0.19398)
    expect(reference.pastGrids.map((g) => g.effectiveFrom)).toEqual(['2026-08-01', '2026-02-01'])
  })

  it('keeps a figure the grid does not give as null, without borrowing from another grid', () => {
    const reference = regulatedReference(grids.slice(0, 2), months, '2026-11-23')
    expect(baseAt(reference, 9)).toEqual({ since: '2026-08-01', pricePerKwh: null, monthly: null })
    expect(baseAt(reference, 12)).toEqual({ since: '2026-08-01', pricePerKwh: null, monthly: null })
  })

  it('shows the newest prix repère month before the day, flagged as not current', () => {
    const reference = regulatedReference(grids, months, '2026-11-23')
    expect(gasHeating(reference)).toEqual({ month: '2026-03', current: false, pricePerKwh: 0.10514, subscriptionPerYear: null })
    expect(gasHeating(regulatedReference(grids, months, '2026-03-31'))?.current).toBe(true)
    expect(gasHeating(regulatedReference(grids, months, '2025-12-31'))).toBeNull()
  })

  it('closes an open grid when a later one starts (the day of the change, Paris calendar)', () => {
    // An imported grid closes its predecessor; an open predecessor in stale data still gives way to it.
    const before = regulatedReference(
      [grids[1]!, grids[2]!].map((g) => ({ ...g, effectiveTo: g.effectiveFrom === '2026-08-01' ? '2027-02-01' : null })),
      months,
      '2027-01-31',
    )
    const after = regulatedReference(
      [grids[1]!, grids[2]!].map((g) => ({ ...g, effectiveTo: g.effectiveFrom === '2026-08-01' ? '2027-02-01' : null })),
      months,
      '2027-02-01',
    )
    expect(baseAt(before)?.pricePerKwh).toBe(0.2001)
    expect(baseAt(after)?.pricePerKwh).toBe(0.2111)
  })

  it('gives the calculator the newest known prices, with their dates', () => {
    const withGap = regulatedReference(
      [grids[0]!, baseGrid('2026-08-01', null, [{ kva: 6, price: null, monthly: null }])],
      months,
      '2026-11-23',
    )
    expect(defaultPrices(withGap)).toEqual({
      electricity: { pricePerKwh: 0.19398, since: '2026-02-01' },
      gas: { pricePerKwh: 0.10514, month: '2026-03' },
    })
    expect(defaultPrices(regulatedReference([], [], '2026-11-23'))).toEqual({ electricity: null, gas: null })
  })

  it('costs gas with the newest month that gives both heating figures, and shows a newer kWh price apart', () => {
    // January has both figures, February and March only the kWh price: the cost uses January whole.
    const withGaps = [...months, gasMonth('2026-02', { price: 0.09983, perYear: null })]
    expect(gasCostReference(regulatedReference(grids, withGaps, '2026-11-23'))).toEqual({
      month: '2026-01',
      pricePerKwh: 0.10192,
      subscriptionPerYear: 343.9,
      newerPrice: { month: '2026-03', pricePerKwh: 0.10514 },
    })
    // On a day in January, March is not known yet: no newer price.
    expect(gasCostReference(regulatedReference(grids, withGaps, '2026-01-15'))?.newerPrice).toBeNull()
    // A newer month without a kWh price at all is not worth showing.
    const noPrice = [gasMonth('2026-01', { price: 0.10192, perYear: 343.9 }), gasMonth('2026-03', null)]
    expect(gasCostReference(regulatedReference(grids, noPrice, '2026-11-23'))?.newerPrice).toBeNull()
    // No month with both figures: no reference, rather than a mixed one.
    expect(
      gasCostReference(regulatedReference(grids, [months[1]!, gasMonth('2026-01', { price: null, perYear: 343.9 })], '2026-11-23')),
    ).toBeNull()
  })
})
