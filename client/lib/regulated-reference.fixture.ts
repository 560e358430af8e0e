import type { BaseGrid, GasReferenceMonth, RegulatedGrid } from '#contract/regulated-tariffs'

/**
 * Made-up regulated data for unit tests of pure logic: small grids with round figures, so the tests'
 * arithmetic reads on its own. Never imported by the app.
 */
const source = { publisher: 'Test', reference: 'Données d’essai' }
const amount = (ttc: number | null) => ({ ttc, ht: null })

export function baseGrid(
  effectiveFrom: string,
  effectiveTo: string | null,
  rows: readonly { kva: number; price: number | null; monthly: number | null }[],
): BaseGrid {
  return {
    option: 'base',
    effectiveFrom,
    effectiveTo,
    source,
    powers: rows.map((row) => ({
      kva: row.kva,
      subscriptionPerYear: amount(row.monthly === null ? null : row.monthly * 12),
      subscriptionPerMonthTtc: row.monthly,
      pricesPerKwh: { base: amount(row.price) },
    })),
  }
}

export function gasMonth(month: string, heating: { price: number | null; perYear: number | null } | null): GasReferenceMonth {
  return {
    month,
    source,
    uses: {
      cooking: null,
      cookingAndHotWater: null,
      heating: heating && { pricePerKwh: amount(heating.price), subscriptionPerYear: amount(heating.perYear) },
    },
  }
}

/** A Base grid from 2025-02-01 (0,2 €/kWh; 10, 12,5 and 15 € a month at 3, 6 and 9 kVA) and one prix repère month. */
export const testGrids: RegulatedGrid[] = [
  baseGrid('2025-02-01', null, [
    { kva: 3, price: 0.2, monthly: 10 },
    { kva: 6, price: 0.2, monthly: 12.5 },
    { kva: 9, price: 0.2, monthly: 15 },
  ]),
]
export const testGasMonths: GasReferenceMonth[] = [gasMonth('2025-05', { price: 0.1, perYear: 300 })]
