import type { Energy } from './offers.ts'
import type { ElectricityOptionName, OPTION_PERIODS } from './regulated-dates.ts'

/**
 * One household, the shape every cost of the site is computed for: the comparison pages' ranking and
 * advice, the calculator, the meter file's costs, the seed's savings figures. The client reads it from
 * the address in client/lib/household/ (household-profile.ts, then householdFromSearch); the shapes the
 * cost functions take are this type or a part of it, never a copy of its fields, under its names. Types
 * and one list of values, without zod: every page's first load reads the meter powers.
 */

/** Meter powers a household can subscribe (the regulated grid's range). */
export const HOUSEHOLD_KVA = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const
export type HouseholdKva = (typeof HOUSEHOLD_KVA)[number]

/** The current contract: the regulated reference, a catalogue offer (its id), or prices typed from a bill. */
export type CurrentContract =
  | { kind: 'regulated' }
  | { kind: 'offer'; offerId: string }
  | { kind: 'typed'; pricePerKwh: number; subscriptionPerMonth: number }

/** The household with every default applied, in the units the cost functions take. */
export interface Household {
  /** Yearly kWh. */
  electricityKwh: number
  gasKwh: number
  kva: HouseholdKva
  option: ElectricityOptionName
  /** Share of the electricity used in off-peak hours, 0 to 1: HP/HC, and Tempo when no split is given. */
  offPeakShare: number
  /** Shares of the electricity on each Tempo colour, summing to 1. */
  tempoColourShares: { blue: number; white: number; red: number }
  /**
   * The visitor's own shares for the market's other price structures (week-end, seasons, chosen day,
   * sobriety days, an offer's own hours), when the page knows them (the meter file gives each exactly).
   * A share absent here is the calendar's default (SHARE_DEFAULTS in share-defaults.ts), named next to every offer that used it.
   */
  periodShares: Partial<PeriodShares>
  contract: Record<Energy, CurrentContract>
  /** Which values are the stated defaults rather than the visitor's, so the page can say so. */
  defaulted: { electricityKwh: boolean; gasKwh: boolean; offPeak: boolean; tempo: boolean }
}

/** The shares a household may state beyond its off-peak share and Tempo split; each 0 to 1. */
export interface PeriodShares {
  /** Use on Saturdays and Sundays. */
  weekend: number
  /** Use on the one weekday the household would choose (its busiest). */
  chosenDay: number
  /** Use from 1 April to 31 October. */
  summer: number
  /** Use on the supplier's sobriety days. */
  sobrietyDays: number
  /** Use inside a daily window of hours, keyed by the window as the grids write it ("11-18", "0-8,13-18,20-24"). */
  hours: Readonly<Record<string, number>>
  /**
   * Use in each hour of the day, 0 h to 23 h: 24 shares summing to 1. Any window's share is the sum of its
   * hours, so a meter file's profile prices every offer's own hours without knowing them in advance; a
   * window named in `hours` takes that figure first.
   */
  hourly: readonly number[]
}

/** The share names a page states when it used a default. */
export type ShareName = Exclude<keyof PeriodShares, 'hours' | 'hourly'> | 'red' | 'hours'

export type TempoPeriod = (typeof OPTION_PERIODS.tempo)[number]
export type TempoSplit = Record<TempoPeriod, number>

/**
 * The household as yearlyCost prices it for one energy: that energy's yearly use (`electricityKwh` or
 * `gasKwh`), the off-peak share and, for Tempo, the use of each period. The meter power is any number,
 * not only a household's list: the savings basis names its own, and a power an offer's grid does not
 * give leaves that offer uncosted, with the reason.
 */
export type CostProfile = Pick<Household, 'offPeakShare'> & {
  consumptionKwh: number
  /** Meter power in kVA (ignored for gas). */
  kva: number
  /** Share of the consumption in each Tempo period, summing to 1; default: tempoSplitFromDays(). */
  tempoSplit?: TempoSplit
  /** The household's own shares for the other structures; each one absent is the calendar's default. */
  shares?: Partial<PeriodShares>
}
