import { describe, expect, it } from 'vitest'
import { computeCosts } from './costs.ts'
import { defaultState } from './profile.ts'

/** The default household at the reference prices 0,2016 and 0,1103 €/kWh. */
const DEFAULT_PROFILE = defaultState({ electricity: { pricePerKwh: 0.2016, since: '2025-02-01' }, gas: { pricePerKwh: 0.1103, month: '2025-05' } }).profile

describe('computeCosts', () => {
  it('defaults: 3500 × 0.2016 and 8200 × 0.1103', () => {
    const costs = computeCosts(DEFAULT_PROFILE)
    expect(costs.electricity.annual).toBeCloseTo(705.6, 10)
    expect(costs.electricity.monthly).toBeCloseTo(58.8, 10)
    expect(costs.gas.annual).toBeCloseTo(904.46, 10)
    expect(costs.gas.monthly).toBeCloseTo(75.371667, 5)
    expect(costs.total.annual).toBeCloseTo(1610.06, 10)
    expect(costs.total.monthly).toBeCloseTo(134.171667, 5)
  })

  it('no gas gives a total equal to electricity', () => {
    const costs = computeCosts({ ...DEFAULT_PROFILE, electricityConsumption: 1000, electricityPrice: 0.25, gasConsumption: 0 })
    expect(costs.gas).toEqual({ annual: 0, monthly: 0 })
    expect(costs.total.annual).toBe(250)
    expect(costs.total.monthly).toBeCloseTo(20.833333, 5)
  })

  it('minimum values', () => {
    const costs = computeCosts({ ...DEFAULT_PROFILE, electricityConsumption: 1, electricityPrice: 0.01, gasConsumption: 0, gasPrice: 0.01 })
    expect(costs.total.annual).toBeCloseTo(0.01, 10)
  })
})
