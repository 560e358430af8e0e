import { describe, expect, it } from 'vitest'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { costBreakdown } from '#contract/cost-breakdown'
import { regulatedTariff } from '#contract/offer-pricing'
import { meterCostProfile, meterPowerAdvice, periodKwh, regulatedCosts } from './meter-costs.ts'
import type { TempoUse } from './meter-analysis.ts'

const amount = (ttc: number | null) => ({ ttc, ht: null })
const source = { publisher: 'CRE', reference: 'test' }

// Hand-made grids: Base and Tempo priced at 6 kVA, HP/HC without its subscription.
const grids: RegulatedGrid[] = [
  {
    option: 'base',
    effectiveFrom: '2026-02-01',
    effectiveTo: null,
    source,
    powers: [{ kva: 6, subscriptionPerYear: amount(188.2), subscriptionPerMonthTtc: 15.68, pricesPerKwh: { base: amount(0.194) } }],
  },
  {
    option: 'hphc',
    effectiveFrom: '2026-02-01',
    effectiveTo: null,
    source,
    powers: [
      {
        kva: 6,
        subscriptionPerYear: amount(null),
        subscriptionPerMonthTtc: null,
        pricesPerKwh: { offPeak: amount(0.158), peak: amount(0.2065) },
      },
    ],
  },
  {
    option: 'tempo',
    effectiveFrom: '2026-02-01',
    effectiveTo: null,
    source,
    powers: [
      {
        kva: 6,
        subscriptionPerYear: amount(187.08),
        subscriptionPerMonthTtc: 15.59,
        pricesPerKwh: {
          blueOffPeak: amount(0.1325),
          bluePeak: amount(0.1612),
          whiteOffPeak: amount(0.1499),
          whitePeak: amount(0.1871),
          redOffPeak: amount(0.1575),
          redPeak: amount(0.706),
        },
      },
    ],
  },
]

const tempo: TempoUse = {
  source: 'actual',
  colourShares: { blue: 0.8, white: 0.12, red: 0.08 },
  offPeakShares: { blue: 0.3, white: 0.4, red: 0.5 },
}

describe('regulatedCosts', () => {
  it('prices each period’s kWh and twelve months of the subscription, each part to the cent', () => {
    const costs = regulatedCosts(grids, '2026-06-15', { electricityKwh: 5000, offPeakShare: 0.35, tempo, kva: 6 })
    expect(costs[0]).toEqual({
      option: 'base',
      status: 'costed',
      gridFrom: '2026-02-01',
      energy: 970,
      subscription: 188.16,
      total: 1158.16,
    })
    const tempoEnergy =
      5000 * 0.8 * (0.3 * 0.1325 + 0.7 * 0.1612) + 5000 * 0.12 * (0.4 * 0.1499 + 0.6 * 0.1871) + 5000 * 0.08 * (0.5 * 0.1575 + 0.5 * 0.706)
    expect(costs[2]).toEqual({
      option: 'tempo',
      status: 'costed',
      gridFrom: '2026-02-01',
      energy: Math.round(tempoEnergy * 100) / 100,
      subscription: 187.08,
      total: Math.round((Math.round(tempoEnergy * 100) / 100 + 187.08) * 100) / 100,
    })
  })

  it('leaves an option uncosted, with the reason, when the grid lacks a figure or the power', () => {
    const costs = regulatedCosts(grids, '2026-06-15', { electricityKwh: 5000, offPeakShare: 0.35, tempo, kva: 6 })
    expect(costs[1]).toEqual({
      option: 'hphc',
      status: 'missing',
      gridFrom: '2026-02-01',
      reason: 'La grille du 1er\u00a0février 2026 ne donne pas l’abonnement à 6\u00a0kVA.',
    })
    const at9 = regulatedCosts(grids, '2026-06-15', { electricityKwh: 5000, offPeakShare: 0.35, tempo, kva: 9 })
    expect(at9.map((c) => c.status)).toEqual(['missing', 'missing', 'missing'])
    const before = regulatedCosts(grids, '2025-06-15', { electricityKwh: 5000, offPeakShare: 0.35, tempo, kva: 6 })
    expect(before[0]).toMatchObject({ status: 'missing', gridFrom: null })
  })

  it('is the cost the contract details line by line: each breakdown adds up to its option’s total', () => {
    const inputs = { electricityKwh: 5000, offPeakShare: 0.35, tempo, kva: 6 as const }
    const costed = regulatedCosts(grids, '2026-06-15', inputs).filter((cost) => cost.status === 'costed')
    expect(costed.map((cost) => cost.option)).toEqual(['base', 'tempo'])
    for (const cost of costed) {
      const breakdown = costBreakdown(regulatedTariff(cost.option), grids, '2026-06-15', meterCostProfile(inputs))
      if (breakdown.status !== 'detailed') throw new Error(breakdown.reason)
      expect(breakdown.total).toBe(cost.total)
      const lines = breakdown.lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)
      expect(lines).toBe(Math.round(cost.total * 100))
      // Each period's kWh as the file splits them, in the order a bill lists them.
      const energy = breakdown.lines.flatMap((line) => (line.kind === 'energy' ? [[line.period, line.kwh] as const] : []))
      const use = Object.entries(periodKwh(cost.option, inputs))
      expect(energy.map(([period]) => period)).toEqual(use.map(([period]) => period))
      for (const [i, [, kwh]] of energy.entries()) expect(kwh).toBeCloseTo(use[i]?.[1] ?? Number.NaN, 9)
    }
  })

  it('splits the year into each option’s periods without losing a kWh', () => {
    for (const option of ['base', 'hphc', 'tempo'] as const) {
      const use = periodKwh(option, { electricityKwh: 4321, offPeakShare: 0.27, tempo })
      expect(Object.values(use).reduce((a, b) => a + b, 0)).toBeCloseTo(4321, 9)
    }
  })
})

describe('meterPowerAdvice', () => {
  it('suggests a lower power only with a 40 % margin over the highest half-hour', () => {
    expect(meterPowerAdvice(3000, 9)).toEqual({ verdict: 'oversized', kva: 9, suggested: 6 })
    expect(meterPowerAdvice(3600, 9)).toEqual({ verdict: 'oversized', kva: 9, suggested: 6 })
    expect(meterPowerAdvice(3601, 9)).toEqual({ verdict: 'fits', kva: 9 })
    expect(meterPowerAdvice(1500, 12)).toEqual({ verdict: 'oversized', kva: 12, suggested: 3 })
    expect(meterPowerAdvice(3000, 6)).toEqual({ verdict: 'fits', kva: 6 })
    expect(meterPowerAdvice(6000, 6)).toEqual({ verdict: 'fits', kva: 6 })
    expect(meterPowerAdvice(6001, 6)).toEqual({ verdict: 'undersized', kva: 6 })
    expect(meterPowerAdvice(30000, 36)).toEqual({ verdict: 'fits', kva: 36 })
  })
})
