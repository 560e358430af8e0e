import { describe, expect, it } from 'vitest'
import { formatEuros } from '../../lib/format.ts'
import { computeCosts, type Subscriptions } from './costs.ts'
import { defaultState } from './defaults.ts'

/** The default household at the reference prices 0,2016 and 0,1103 €/kWh, with a gas-heated home's 8 200 kWh of gas. */
const PROFILE = {
  ...defaultState({ electricity: { pricePerKwh: 0.2016, since: '2025-02-01' }, gas: { pricePerKwh: 0.1103, month: '2025-05' } }).profile,
  gasKwh: 8200,
}
/** Tarif Bleu Base 6 kVA of February 2025 (165,17 € a year, 13,76 € a month) and the May 2025 heating prix repère (292,56 € a year). */
const SUBSCRIPTIONS: Subscriptions = { electricityPerMonth: 13.76, gasPerYear: 292.56 }
const NONE: Subscriptions = { electricityPerMonth: 0, gasPerYear: 0 }

/** The sum of amounts as the page writes them, read back: what a visitor adding up the figures gets. */
const shownSum = (...amounts: number[]) =>
  amounts
    .map((value) =>
      Number(
        formatEuros(value)
          .replace(/[^\d,]/g, '')
          .replace(',', '.'),
      ),
    )
    .reduce((a, b) => a + b, 0)

describe('computeCosts', () => {
  it('consumption × price per energy, the total their sum (subscriptions aside)', () => {
    const costs = computeCosts(PROFILE, NONE)
    expect(costs.electricity.consumption).toBe(705.6)
    expect(costs.electricity.monthly).toBe(58.8)
    expect(costs.gas.consumption).toBe(904.46)
    expect(costs.gas.monthly).toBe(75.37) // 904,46 / 12 = 75,3717
    expect(costs.total.annual).toBe(1610.06)
    expect(costs.total.monthly).toBe(134.17)
  })

  it('adds twelve monthly electricity subscriptions and the yearly gas one', () => {
    const costs = computeCosts(PROFILE, SUBSCRIPTIONS)
    expect(costs.electricity).toEqual({ consumption: 705.6, subscription: 165.12, annual: 870.72, monthly: 72.56 })
    expect(costs.gas).toEqual({ consumption: 904.46, subscription: 292.56, annual: 1197.02, monthly: 99.75 }) // 99,7517
    expect(costs.total).toEqual({ annual: 2067.74, monthly: 172.31, missingSubscriptions: [] }) // 172,3117
  })

  it('rounds each part to the cent as written, and every sum is the sum of the rounded parts', () => {
    // 3 500 × 0,2001 = 700,35 exactly, though binary floating point makes the product 700,3499…
    expect(computeCosts({ ...PROFILE, electricityKwh: 3500, electricityPrice: 0.2001 }, NONE).electricity.consumption).toBe(700.35)
    for (const [kwh, price, gasKwh, gasPrice] of [
      [3500, 0.2001, 8333, 0.1051],
      [4321, 0.1952, 1234, 0.1103],
      [1, 0.0149, 7, 0.0101],
      [12_345, 0.2519, 23_456, 0.1019],
    ] as const) {
      const costs = computeCosts(
        { electricityKwh: kwh, electricityPrice: price, gasKwh, gasPrice },
        { electricityPerMonth: 15.86, gasPerYear: 343.9 },
      )
      const { electricity, gas, total } = costs
      expect(electricity.consumption).toBe(Math.round(kwh * price * 100 + 1e-6) / 100)
      expect(shownSum(electricity.annual)).toBeCloseTo(shownSum(electricity.consumption, electricity.subscription ?? 0), 10)
      expect(shownSum(gas.annual)).toBeCloseTo(shownSum(gas.consumption, gas.subscription ?? 0), 10)
      expect(shownSum(total.annual)).toBeCloseTo(
        shownSum(electricity.consumption, electricity.subscription ?? 0, gas.consumption, gas.subscription ?? 0),
        10,
      )
      expect(shownSum(total.annual)).toBeCloseTo(shownSum(electricity.annual, gas.annual), 10)
    }
  })

  it('no gas: no gas subscription either, and a total equal to electricity', () => {
    const costs = computeCosts({ ...PROFILE, electricityKwh: 1000, electricityPrice: 0.25, gasKwh: 0 }, SUBSCRIPTIONS)
    expect(costs.gas).toEqual({ consumption: 0, subscription: 0, annual: 0, monthly: 0 })
    expect(costs.total.annual).toBe(costs.electricity.annual)
    expect(costs.total.annual).toBe(250 + 165.12)
  })

  it('a subscription not communicated is left out of the cost, and the total names it', () => {
    const costs = computeCosts(PROFILE, { electricityPerMonth: null, gasPerYear: 292.56 })
    expect(costs.electricity).toEqual({ consumption: 705.6, subscription: null, annual: 705.6, monthly: 58.8 })
    expect(costs.total.annual).toBe(705.6 + 1197.02)
    expect(costs.total.missingSubscriptions).toEqual(['electricity'])
    expect(computeCosts(PROFILE, { electricityPerMonth: null, gasPerYear: null }).total.missingSubscriptions).toEqual([
      'electricity',
      'gas',
    ])
    // Without gas use, a gas subscription not communicated is not missing: there is none to pay.
    expect(computeCosts({ ...PROFILE, gasKwh: 0 }, { electricityPerMonth: 13.76, gasPerYear: null }).total.missingSubscriptions).toEqual([])
  })

  it('minimum values', () => {
    const costs = computeCosts({ ...PROFILE, electricityKwh: 1, electricityPrice: 0.01, gasKwh: 0, gasPrice: 0.01 }, NONE)
    expect(costs.total.annual).toBe(0.01)
  })
})
