import type { BaseGrid, GasReferenceMonth, HpHcGrid, RegulatedGrid, TempoGrid } from '#contract/regulated-tariffs'
import { gasMonthInForce, gridsInForce, latestGasMonth, newestFirst } from '#contract/regulated-dates'

/**
 * The regulated references of one day, picked from the whole history the API sends with the
 * contract's own date rules, so the build and the browser pick alike (docs/decisions/0025, 0026).
 */
export interface RegulatedReference {
  /** The day the figures are picked for (YYYY-MM-DD, France). */
  date: string
  base: BaseGrid | null
  hphc: HpHcGrid | null
  tempo: TempoGrid | null
  /** The Base grid in force before `base`. */
  previousBase: BaseGrid | null
  /** Every grid that started on or before `date`, newest first: the history a page may show. */
  pastGrids: readonly RegulatedGrid[]
  /** The prix repère of the date's month, else the newest month before it (see `gasMonthIsCurrent`). */
  gasMonth: GasReferenceMonth | null
  /** False when the month of `date` is not published yet and `gasMonth` is an older one. */
  gasMonthIsCurrent: boolean
  /** Every month up to `date`'s, newest first. */
  pastGasMonths: readonly GasReferenceMonth[]
}

/** The meter power of the site's reference household, and of the figures quoted in running text. */
export const REFERENCE_KVA = 6

export function regulatedReference(
  grids: readonly RegulatedGrid[],
  months: readonly GasReferenceMonth[],
  date: string,
): RegulatedReference {
  const inForce = gridsInForce(grids, date)
  const pick = <O extends RegulatedGrid['option']>(option: O) =>
    (inForce.find((grid) => grid.option === option) ?? null) as Extract<RegulatedGrid, { option: O }> | null
  const base = pick('base')
  const pastGrids = newestFirst(grids.filter((grid) => grid.effectiveFrom <= date))
  const previousBase = base
    ? ((pastGrids.find((grid) => grid.option === 'base' && grid.effectiveFrom < base.effectiveFrom) ?? null) as BaseGrid | null)
    : null
  const current = gasMonthInForce(months, date)
  return {
    date,
    base,
    hphc: pick('hphc'),
    tempo: pick('tempo'),
    previousBase,
    pastGrids,
    gasMonth: current ?? latestGasMonth(months, date),
    gasMonthIsCurrent: current !== null,
    pastGasMonths: months.filter((m) => m.month <= date.slice(0, 7)).sort((a, b) => b.month.localeCompare(a.month)),
  }
}

/** A grid's row for one meter power, when the grid lists that power. */
export function rowAt<G extends RegulatedGrid>(grid: G | null, kva: number): G['powers'][number] | undefined {
  return grid?.powers.find((row) => row.kva === kva) as G['powers'][number] | undefined
}

export interface BaseFigures {
  /** First day of the grid the figures belong to. */
  since: string
  /** € TTC per kWh, null when not communicated. */
  pricePerKwh: number | null
  /** € TTC per month, null when not communicated. */
  monthly: number | null
}

/** The Base option at one power in the grid in force; null when no Base grid is in force. */
export function baseAt(reference: RegulatedReference, kva: number = REFERENCE_KVA): BaseFigures | null {
  if (!reference.base) return null
  const row = rowAt(reference.base, kva)
  return {
    since: reference.base.effectiveFrom,
    pricePerKwh: row?.pricesPerKwh.base.ttc ?? null,
    monthly: row?.subscriptionPerMonthTtc ?? null,
  }
}

/** The Base price at the reference power in the previous grid, for « contre … auparavant ». */
export function previousBasePrice(reference: RegulatedReference): number | null {
  return rowAt(reference.previousBase, REFERENCE_KVA)?.pricesPerKwh.base.ttc ?? null
}

export interface GasFigures {
  /** The prix repère month, YYYY-MM. */
  month: string
  /** False when the visitor's month is not published and this is an older month. */
  current: boolean
  /** € TTC per kWh, null when not communicated. */
  pricePerKwh: number | null
  /** € TTC per year, null when not communicated. */
  subscriptionPerYear: number | null
}

/** The heating prix repère (the site's gas reference) of the month shown. */
export function gasHeating(reference: RegulatedReference): GasFigures | null {
  const month = reference.gasMonth
  if (!month) return null
  const heating = month.uses.heating
  return {
    month: month.month,
    current: reference.gasMonthIsCurrent,
    pricePerKwh: heating?.pricePerKwh.ttc ?? null,
    subscriptionPerYear: heating?.subscriptionPerYear.ttc ?? null,
  }
}

/**
 * The calculator's default prices: the newest Base price at the reference power and the newest
 * heating prix repère that are known by `date`, each with the date it applies from, so a grid whose
 * figures are not communicated never leaves the calculator without a starting price. Null when the
 * data holds none.
 */
export function defaultPrices(reference: RegulatedReference): {
  electricity: { pricePerKwh: number; since: string } | null
  gas: { pricePerKwh: number; month: string } | null
} {
  let electricity: { pricePerKwh: number; since: string } | null = null
  for (const grid of reference.pastGrids) {
    if (grid.option !== 'base') continue
    const price = rowAt(grid, REFERENCE_KVA)?.pricesPerKwh.base.ttc
    if (price != null) {
      electricity = { pricePerKwh: price, since: grid.effectiveFrom }
      break
    }
  }
  let gas: { pricePerKwh: number; month: string } | null = null
  for (const month of reference.pastGasMonths) {
    const price = month.uses.heating?.pricePerKwh.ttc
    if (price != null) {
      gas = { pricePerKwh: price, month: month.month }
      break
    }
  }
  return { electricity, gas }
}

/** The heating prix repère a yearly cost is computed from: one month's kWh price and subscription. */
export interface GasCostReference {
  /** The month both figures belong to, YYYY-MM. */
  month: string
  /** € TTC per kWh. */
  pricePerKwh: number
  /** € TTC per year. */
  subscriptionPerYear: number
  /**
   * A newer month's kWh price, shown beside the cost as information only, when the newest month
   * known is not the one the cost uses (its subscription is not communicated). Null otherwise.
   */
  newerPrice: { month: string; pricePerKwh: number } | null
}

/**
 * The gas reference of a yearly cost (docs/decisions/0027): the newest month up to the day whose heating
 * kWh price and subscription are both published, never one figure of one month with the other of
 * another. Null when no month known by then has both.
 */
export function gasCostReference(reference: RegulatedReference): GasCostReference | null {
  const complete = reference.pastGasMonths.find(
    (m) => m.uses.heating?.pricePerKwh.ttc != null && m.uses.heating.subscriptionPerYear.ttc != null,
  )
  const heating = complete?.uses.heating
  if (!complete || heating?.pricePerKwh.ttc == null || heating.subscriptionPerYear.ttc == null) return null
  const newer = reference.pastGasMonths.find((m) => m.month > complete.month && m.uses.heating?.pricePerKwh.ttc != null)
  const newerPrice = newer?.uses.heating?.pricePerKwh.ttc
  return {
    month: complete.month,
    pricePerKwh: heating.pricePerKwh.ttc,
    subscriptionPerYear: heating.subscriptionPerYear.ttc,
    newerPrice: newer && newerPrice != null ? { month: newer.month, pricePerKwh: newerPrice } : null,
  }
}
