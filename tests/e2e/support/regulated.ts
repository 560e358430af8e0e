import { franceDate, gasMonthInForce, gridsInForce, latestGasMonth } from '#contract/regulated-dates'
import type { BaseGrid, GasReferenceMonth, HpHcGrid, RegulatedGrid, TempoGrid } from '#contract/regulated-tariffs'
import { readRegulatedFolder } from '../../../seed/regulated/folder.ts'

/**
 * The regulated figures an e2e test expects, read from the seed data files (seed/data/regulated) and
 * picked with the contract's own date functions: never from the page, never typed in a test.
 */
export async function readRegulatedData(dir = new URL('../../../seed/data/regulated/', import.meta.url).pathname) {
  const problems: Parameters<typeof readRegulatedFolder>[1] = []
  const folder = await readRegulatedFolder(dir, problems)
  if (!folder || problems.length > 0) throw new Error(`cannot read ${dir}: ${JSON.stringify(problems)}`)
  return { grids: folder.grids, months: folder.gasMonths }
}

export interface ExpectedRegulated {
  date: string
  base: BaseGrid | undefined
  hphc: HpHcGrid | undefined
  tempo: TempoGrid | undefined
  gasMonth: GasReferenceMonth | null
}

/** The grids and prix repère month in force on `date` (default: today in France, the browser's day). */
export function inForceOn(data: { grids: RegulatedGrid[]; months: GasReferenceMonth[] }, date = franceDate(new Date())): ExpectedRegulated {
  const grids = gridsInForce(data.grids, date)
  return {
    date,
    base: grids.find((g): g is BaseGrid => g.option === 'base'),
    hphc: grids.find((g): g is HpHcGrid => g.option === 'hphc'),
    tempo: grids.find((g): g is TempoGrid => g.option === 'tempo'),
    gasMonth: gasMonthInForce(data.months, date) ?? latestGasMonth(data.months, date),
  }
}

/** The Base figures of one power in a grid (null where the grid does not give them). */
export function baseRow(grid: BaseGrid | undefined, kva = 6) {
  const row = grid?.powers.find((r) => r.kva === kva)
  return { price: row?.pricesPerKwh.base.ttc ?? null, monthly: row?.subscriptionPerMonthTtc ?? null }
}

/** The newest Base price at 6 kVA known by `date`: the calculator's default. */
export function newestBasePrice(data: { grids: RegulatedGrid[] }, date: string): number | null {
  const past = data.grids
    .filter((g): g is BaseGrid => g.option === 'base' && g.effectiveFrom <= date)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
  for (const grid of past) {
    const price = baseRow(grid).price
    if (price !== null) return price
  }
  return null
}

/** The newest heating prix repère price known by `date`: the calculator's gas default. */
export function newestGasPrice(data: { months: GasReferenceMonth[] }, date: string): number | null {
  const past = data.months.filter((m) => m.month <= date.slice(0, 7)).sort((a, b) => b.month.localeCompare(a.month))
  for (const month of past) {
    const price = month.uses.heating?.pricePerKwh.ttc
    if (price != null) return price
  }
  return null
}

/** « 1er août 2026 », as the site writes a grid's first day. */
export function frenchLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/^1 /, '1er\u00a0')
}

/** A price per kWh as the regulated pages write it: 4 to 5 decimals, decimal comma. */
export function frenchKwh(value: number): string {
  return new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 4, maximumFractionDigits: 5 }).format(value)
}

/**
 * The ratio between the regulated Base subscriptions at `kva` and at 6 kVA, from the newest Base grid
 * known by `date` that gives both: what the ranking scales a supplier's 6 kVA subscription by
 * (docs/decisions/0027).
 */
export function baseSubscriptionRatio(data: { grids: RegulatedGrid[] }, date: string, kva: number): number | null {
  const past = data.grids
    .filter((g): g is BaseGrid => g.option === 'base' && g.effectiveFrom <= date)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))
  for (const grid of past) {
    const target = baseRow(grid, kva).monthly
    const atSix = baseRow(grid, 6).monthly
    if (target !== null && atSix !== null) return target / atSix
  }
  return null
}

/**
 * The heating prix repère a gas cost is computed from: the newest month known by `date` that gives both
 * the kWh price and the subscription (docs/decisions/0027), and the newest month after it that gives a
 * kWh price, if any.
 */
export function gasCostMonth(data: { months: GasReferenceMonth[] }, date: string) {
  const past = data.months.filter((m) => m.month <= date.slice(0, 7)).sort((a, b) => b.month.localeCompare(a.month))
  const complete = past.find((m) => m.uses.heating?.pricePerKwh.ttc != null && m.uses.heating.subscriptionPerYear.ttc != null)
  const price = complete?.uses.heating?.pricePerKwh.ttc
  const perYear = complete?.uses.heating?.subscriptionPerYear.ttc
  if (!complete || price == null || perYear == null) return null
  const newer = past.find((m) => m.month > complete.month && m.uses.heating?.pricePerKwh.ttc != null)
  const newerPrice = newer?.uses.heating?.pricePerKwh.ttc
  return {
    month: complete.month,
    price,
    perYear,
    newer: newer && newerPrice != null ? { month: newer.month, price: newerPrice } : null,
  }
}

/** « janvier 2026 », as the site names a prix repère month. */
export function frenchMonth(isoMonth: string): string {
  return new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoMonth}-01T00:00:00Z`))
}
