import { describe, expect, it } from 'vitest'
import { gasReferenceGrids } from './gas-reference-offer.ts'
import type { GasReferenceMonth } from './regulated-tariffs.ts'
import { kwhBeforeTaxes, type TaxTable, taxesOn } from './taxes.ts'

const source = { publisher: 'Essai', reference: 'Mois d’essai' }
function month(id: string, heating: { kwh: { ht: number | null; ttc: number | null }; year: number | null } | null): GasReferenceMonth {
  return {
    month: id,
    uses: {
      cooking: null,
      cookingAndHotWater: null,
      heating: heating && { pricePerKwh: heating.kwh, subscriptionPerYear: { ht: null, ttc: heating.year } },
    },
    source,
  }
}

/** Made-up taxes: an excise of 16 €/MWh and 20 % VAT throughout. */
const TAXES: TaxTable = {
  electricity: {},
  gas: {
    excisePerMwh: [{ from: null, to: null, value: 16 }],
    vatEnergyPercent: [{ from: null, to: null, value: 20 }],
    vatSubscriptionPercent: [{ from: null, to: null, value: 20 }],
  },
}

describe('gasReferenceGrids', () => {
  const months = [
    month('2026-10', { kwh: { ht: null, ttc: 0.15 }, year: 360 }),
    month('2026-08', { kwh: { ht: 0.1, ttc: 0.12 }, year: 360 }),
    // A month that gives the kWh price without the subscription prices nothing.
    month('2026-09', { kwh: { ht: null, ttc: 0.14 }, year: null }),
    month('2026-11', null),
  ]

  it('prices each complete month from its first day until the next one, the newest open-ended', () => {
    const grids = gasReferenceGrids(months, 'heating', 10, TAXES)
    expect(grids.map((g) => [g.validFrom, g.validUntil, g.checkedAt])).toEqual([
      ['2026-08-01', '2026-09-30', '2026-08-01'],
      ['2026-10-01', null, '2026-10-01'],
    ])
    expect(grids.every((g) => g.priceType === 'indexed' && g.rule?.includes('10\u00a0% HT'))).toBe(true)
  })

  it('takes the discount off the price before tax and the VAT on it off the TTC; the subscription as published', () => {
    const [august, october] = gasReferenceGrids(months, 'heating', 10, TAXES)
    // August publishes its HT: 0,12 − 10 % × 0,10 × 1,2.
    expect(august?.rows[0]?.pricesPerKwh.base).toBeCloseTo(0.12 - 0.1 * 0.1 * 1.2, 6)
    // October does not: its HT is the TTC less VAT and excise, with that day's taxes.
    const ht = kwhBeforeTaxes(0.15, taxesOn(TAXES, 'gas', '2026-10-01')) as number
    expect(ht).toBeCloseTo(0.15 / 1.2 - 0.016, 9)
    expect(october?.rows[0]?.pricesPerKwh.base).toBeCloseTo(0.15 - 0.1 * ht * 1.2, 6)
    expect(october?.rows[0]).toMatchObject({ kva: 6, subscriptionPerMonth: 30 })
  })

  it('leaves out a month whose price before tax cannot be known, rather than guessing it', () => {
    // Without the excise, October's HT cannot be taken out of its TTC; August publishes its own.
    const noExcise: TaxTable = { electricity: {}, gas: { vatEnergyPercent: [{ from: null, to: null, value: 20 }] } }
    expect(gasReferenceGrids(months, 'heating', 10, noExcise).map((g) => g.validFrom)).toEqual(['2026-08-01'])
    // Without the VAT, not even August: the VAT on the discount is part of the price.
    expect(gasReferenceGrids(months, 'heating', 10, { electricity: {}, gas: {} })).toEqual([])
    expect(gasReferenceGrids(months, 'cooking', 10, TAXES)).toEqual([])
  })
})
