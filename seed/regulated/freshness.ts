/**
 * The regulated electricity tariff changes on 1 February and 1 August; the gas prix repère every month.
 * The seed warns when its data has fallen behind, so a stale reference is noticed before a visitor does.
 */

/** Days allowed after a scheduled change before the data counts as late (publication lag). */
export const GRID_GRACE_DAYS = 15

/** The latest 1 February or 1 August on or before `today` (YYYY-MM-DD). */
export function lastScheduledChange(today: string): string {
  const year = Number(today.slice(0, 4))
  const candidates = [`${year}-08-01`, `${year}-02-01`, `${year - 1}-08-01`]
  return candidates.find((d) => d <= today) as string
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

export function freshnessWarnings(input: { newestGridStart: string | null; newestGasMonth: string | null; today: string }): string[] {
  const { newestGridStart, newestGasMonth, today } = input
  const warnings: string[] = []
  const change = lastScheduledChange(today)
  if (newestGridStart === null) {
    warnings.push('No regulated electricity grid in seed/data/regulated.')
  } else if (newestGridStart < change && daysBetween(change, today) > GRID_GRACE_DAYS) {
    warnings.push(
      `The newest regulated electricity grid starts ${newestGridStart}, before the scheduled change of ${change} ` +
        `(${daysBetween(change, today)} days ago): import the CRE's files (npm run seed -- --import-cre <folder>).`,
    )
  }
  if (newestGasMonth === null) {
    warnings.push('No gas prix repère month in seed/data/regulated.')
  } else if (newestGasMonth < today.slice(0, 7)) {
    warnings.push(
      `The newest gas prix repère month is ${newestGasMonth}, already past: import the next months (npm run seed -- --import-prix-repere <file>).`,
    )
  }
  return warnings
}
