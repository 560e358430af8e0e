/**
 * Picking regulated references by date: plain functions and values, without zod. The site's first-load
 * code picks the grids in force from data it already has; importing contract/regulated-tariffs.ts for
 * that would build its schemas and load zod with every page (docs/decisions/0032).
 */

export const ELECTRICITY_OPTIONS = ['base', 'hphc', 'tempo'] as const
export type ElectricityOptionName = (typeof ELECTRICITY_OPTIONS)[number]

export const GAS_USES = ['cooking', 'cookingAndHotWater', 'heating'] as const

/** The periods each option prices, in the grids' and the offers' keys. */
export const OPTION_PERIODS = {
  base: ['base'],
  hphc: ['offPeak', 'peak'],
  tempo: ['blueOffPeak', 'bluePeak', 'whiteOffPeak', 'whitePeak', 'redOffPeak', 'redPeak'],
} as const satisfies Record<ElectricityOptionName, readonly string[]>

/** What the pickers read of a grid: its option and the days it applies. */
export interface DatedGrid {
  option: ElectricityOptionName
  /** First day the grid applies (YYYY-MM-DD). */
  effectiveFrom: string
  /** First day it no longer applies; null while no successor is known. */
  effectiveTo: string | null
}

// Built on first use and kept: building a formatter costs far more than formatting with it, and pages
// ask for the day many times as they start.
let parisDay: Intl.DateTimeFormat | undefined

/** The calendar day in France at `instant`: the tariffs change at midnight, Paris time. */
export function franceDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  parisDay ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
  return parisDay.format(instant)
}

/** Whether a grid applies on `date` (YYYY-MM-DD): effectiveFrom ≤ date < effectiveTo. */
export function isInForce(grid: Pick<DatedGrid, 'effectiveFrom' | 'effectiveTo'>, date: string): boolean {
  return grid.effectiveFrom <= date && (grid.effectiveTo === null || date < grid.effectiveTo)
}

/**
 * The grids in force on `date`, one per option, in the order of ELECTRICITY_OPTIONS. An option with no
 * grid that day (before its first grid) is absent. Grids never overlap (the seed refuses it); were two
 * to match, the one that started last wins.
 */
export function gridsInForce<G extends DatedGrid>(grids: readonly G[], date: string): G[] {
  const picked: G[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const candidates = grids.filter((g) => g.option === option && isInForce(g, date))
    const newest = candidates.reduce<G | undefined>((best, g) => (!best || g.effectiveFrom > best.effectiveFrom ? g : best), undefined)
    if (newest) picked.push(newest)
  }
  return picked
}

/** The prix repère month that contains `date`, or null when that month was not published (or not found). */
export function gasMonthInForce<M extends { month: string }>(months: readonly M[], date: string): M | null {
  return months.find((m) => m.month === date.slice(0, 7)) ?? null
}

/** The newest prix repère month that started on or before `date`, or null. */
export function latestGasMonth<M extends { month: string }>(months: readonly M[], date: string): M | null {
  const month = date.slice(0, 7)
  return months.filter((m) => m.month <= month).reduce<M | null>((best, m) => (!best || m.month > best.month ? m : best), null)
}

/** Newest first, for history tables. */
export function newestFirst<T extends Pick<DatedGrid, 'effectiveFrom' | 'option'>>(grids: readonly T[]): T[] {
  return [...grids].sort(
    (a, b) =>
      b.effectiveFrom.localeCompare(a.effectiveFrom) || ELECTRICITY_OPTIONS.indexOf(a.option) - ELECTRICITY_OPTIONS.indexOf(b.option),
  )
}
