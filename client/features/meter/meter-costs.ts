import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { gridsInForce, type ElectricityOptionName } from '#contract/regulated-dates'
import { type CostProfile, HOUSEHOLD_KVA, type Household, type HouseholdKva, type TempoSplit } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { regulatedTariff } from '#contract/offer-pricing'
import { formatLongDate } from '../../lib/format.ts'
import type { TempoUse } from './meter-analysis.ts'

/**
 * What the file's year would cost under each option of the regulated tariff, at the grid in force on the
 * visitor's day and the meter power chosen. The cost is the contract's yearlyCost of the regulated tariff
 * for the file's household (Σ kWh of each period × its price TTC, plus twelve months of the subscription,
 * each part to the cent), the figure the comparison pages rank and the line-by-line breakdown adds up
 * to, and which follows a tax change during the grid's life. A figure the grid does not give leaves the
 * option uncosted, with the reason: no price is borrowed from another power or another grid.
 */

export type OptionCost =
  | { option: ElectricityOptionName; status: 'costed'; gridFrom: string; energy: number; subscription: number; total: number }
  | { option: ElectricityOptionName; status: 'missing'; gridFrom: string | null; reason: string }

/** The file's household: its meter power, its share in the visitor's off-peak hours (HP/HC), its year's use and how Tempo splits it. */
export type CostInputs = Pick<Household, 'kva' | 'offPeakShare' | 'electricityKwh'> & {
  tempo: TempoUse
}

/** kWh of each priced period of an option, for the year. */
export function periodKwh(
  option: ElectricityOptionName,
  { electricityKwh, offPeakShare, tempo }: Omit<CostInputs, 'kva'>,
): Record<string, number> {
  if (option === 'base') return { base: electricityKwh }
  if (option === 'hphc') return { offPeak: electricityKwh * offPeakShare, peak: electricityKwh * (1 - offPeakShare) }
  const use: Record<string, number> = {}
  for (const colour of ['blue', 'white', 'red'] as const) {
    const kwh = electricityKwh * tempo.colourShares[colour]
    use[`${colour}OffPeak`] = kwh * tempo.offPeakShares[colour]
    use[`${colour}Peak`] = kwh * (1 - tempo.offPeakShares[colour])
  }
  return use
}

/** The file's household as the contract's cost functions take it: its own split of the year between Tempo's periods. */
export function meterCostProfile(inputs: CostInputs): CostProfile {
  return {
    consumptionKwh: inputs.electricityKwh,
    kva: inputs.kva,
    offPeakShare: inputs.offPeakShare,
    // A period's share of the year is what it takes of one kWh.
    tempoSplit: periodKwh('tempo', { ...inputs, electricityKwh: 1 }) as TempoSplit,
  }
}

export function regulatedCosts(grids: readonly RegulatedGrid[], date: string, inputs: CostInputs): OptionCost[] {
  const inForce = gridsInForce(grids, date)
  const profile = meterCostProfile(inputs)
  return (['base', 'hphc', 'tempo'] as const).map((option): OptionCost => {
    const grid = inForce.find((g) => g.option === option)
    if (!grid)
      return {
        option,
        status: 'missing',
        gridFrom: null,
        reason: 'Aucune grille du tarif réglementé n’est en vigueur ce jour-là pour cette option.',
      }
    const gridName = `La grille du ${formatLongDate(grid.effectiveFrom)}`
    const row = grid.powers.find((p) => p.kva === inputs.kva)
    if (!row || row.subscriptionPerYear.ttc === null) {
      return {
        option,
        status: 'missing',
        gridFrom: grid.effectiveFrom,
        reason: `${gridName} ne donne pas l’abonnement à ${inputs.kva}\u00a0kVA.`,
      }
    }
    const prices = Object.values(row.pricesPerKwh) as { ttc: number | null }[]
    if (prices.some((price) => price.ttc === null))
      return {
        option,
        status: 'missing',
        gridFrom: grid.effectiveFrom,
        reason: `${gridName} ne donne pas tous les prix du kWh à ${inputs.kva}\u00a0kVA.`,
      }
    const cost = yearlyCost(regulatedTariff(option), grids, date, profile)
    if (cost.status !== 'costed') return { option, status: 'missing', gridFrom: grid.effectiveFrom, reason: cost.reason }
    return {
      option,
      status: 'costed',
      gridFrom: grid.effectiveFrom,
      energy: cost.energy,
      subscription: cost.subscription,
      total: cost.total,
    }
  })
}

export type PowerAdvice =
  | { verdict: 'undersized'; kva: HouseholdKva }
  | { verdict: 'oversized'; kva: HouseholdKva; suggested: HouseholdKva }
  | { verdict: 'fits'; kva: HouseholdKva }

/**
 * A half-hour's mean power hides the minutes when the oven, the kettle and the heating run together, so
 * a lower power is suggested only when the highest half-hour stays within 60 % of it (in whole
 * numbers, so 3 600 W is within 60 % of 6 kVA); above the meter's
 * power itself, the breaker has surely cut already, or is about to.
 */
export const PEAK_MARGIN_PERCENT = 60

export function meterPowerAdvice(peakWatts: number, kva: HouseholdKva): PowerAdvice {
  if (peakWatts > kva * 1000) return { verdict: 'undersized', kva }
  const enough = HOUSEHOLD_KVA.find((p) => peakWatts * 100 <= PEAK_MARGIN_PERCENT * p * 1000)
  if (enough !== undefined && enough < kva) return { verdict: 'oversized', kva, suggested: enough }
  return { verdict: 'fits', kva }
}
