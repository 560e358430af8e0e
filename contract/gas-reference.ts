import type { GasReferenceMonth } from './regulated-tariffs.ts'
import type { GAS_USES } from './regulated-dates.ts'

/**
 * Picking the gas « prix repère » a household is priced at, without zod (the gas pages pick in the
 * browser for the visitor's day). The rules (docs/decisions/0027, 0071):
 * - a month's figures are in force for that calendar month;
 * - when the day's month is not published, the newest month before it is used, and named;
 * - a cost never mixes two months: the month used is the newest one up to the day that gives both the
 *   kWh price and the subscription of the use;
 * - from three months after its month, a figure is no longer confirmed as current.
 * The day is a parameter: nothing here reads a clock.
 */

export type GasUseName = (typeof GAS_USES)[number]

/** Months after which a prix repère month still used is marked as not confirmed. */
export const GAS_REFERENCE_CONFIRMED_MONTHS = 3

/** Whole calendar months from `from` to `to` (both YYYY-MM or longer ISO dates): 2026-10 → 2027-01 is 3. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))]
  const [ty, tm] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))]
  return (ty - fy) * 12 + (tm - fm)
}

export interface GasReferencePick {
  /** The month whose figures are used, YYYY-MM. */
  month: string
  use: GasUseName
  /** The price level whose kWh price is used; null: the national figure. */
  level: number | null
  /** € TTC per kWh. */
  pricePerKwh: number
  /** € TTC per year. */
  subscriptionPerYear: number
  /** The same before tax, null when the source does not give them. */
  pricePerKwhHt: number | null
  subscriptionPerYearHt: number | null
  /** True when `month` is the day's own month. */
  inForce: boolean
  /** Calendar months from `month` to the day's month. */
  monthsOld: number
  /** False from GAS_REFERENCE_CONFIRMED_MONTHS months old: shown as « non confirmé ». */
  confirmed: boolean
  /** The newest month published by the day (any figure of any use), YYYY-MM: possibly newer than `month`. */
  newestPublished: string
}

type Month = Pick<GasReferenceMonth, 'month' | 'uses'>

/**
 * The prix repère of `use` on `day` (YYYY-MM-DD), at the price `level` when one is asked and the month
 * gives that level's kWh price (the subscription then is the level's, or the use's national one when the
 * source gives only that). Null when no month up to the day gives both figures of the use.
 */
export function pickGasReference(
  months: readonly Month[],
  day: string,
  use: GasUseName,
  level: number | null = null,
): GasReferencePick | null {
  const dayMonth = day.slice(0, 7)
  const past = months.filter((m) => m.month <= dayMonth).sort((a, b) => b.month.localeCompare(a.month))
  const newest = past[0]
  if (!newest) return null
  for (const month of past) {
    const national = month.uses[use]
    if (national?.pricePerKwh.ttc == null || national.subscriptionPerYear.ttc == null) continue
    const ofLevel = level === null ? undefined : national.levels?.find((l) => l.level === level && l.pricePerKwh.ttc !== null)
    const monthsOld = monthsBetween(month.month, dayMonth)
    return {
      month: month.month,
      use,
      level: ofLevel ? ofLevel.level : null,
      pricePerKwh: ofLevel?.pricePerKwh.ttc ?? national.pricePerKwh.ttc,
      subscriptionPerYear: ofLevel?.subscriptionPerYear.ttc ?? national.subscriptionPerYear.ttc,
      pricePerKwhHt: ofLevel ? ofLevel.pricePerKwh.ht : national.pricePerKwh.ht,
      subscriptionPerYearHt: ofLevel?.subscriptionPerYear.ttc != null ? ofLevel.subscriptionPerYear.ht : national.subscriptionPerYear.ht,
      inForce: monthsOld === 0,
      monthsOld,
      confirmed: monthsOld < GAS_REFERENCE_CONFIRMED_MONTHS,
      newestPublished: newest.month,
    }
  }
  return null
}

const cents = (n: number) => Math.round(n * 100) / 100

/** A yearly gas cost at a prix repère: kWh × price and the subscription, each to the cent, and their sum. */
export function gasReferenceYearlyCost(pick: Pick<GasReferencePick, 'pricePerKwh' | 'subscriptionPerYear'>, kwh: number) {
  const energy = cents(kwh * pick.pricePerKwh)
  const subscription = cents(pick.subscriptionPerYear)
  return { energy, subscription, total: cents(energy + subscription) }
}
