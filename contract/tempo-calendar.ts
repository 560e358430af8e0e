import { tempoYearOf } from './tempo-dates.ts'

/**
 * Day arithmetic of the Tempo job, its fake and the « Couleur Tempo » block. Apart from ./tempo-dates.ts:
 * that module is in every page's first load, and a function there that only a later chunk uses stays
 * in the first load all the same.
 */

/** The first day of the Tempo year (1 September) that holds `date` (YYYY-MM-DD). */
export function tempoYearStart(date: string): string {
  return `${tempoYearOf(date)}-09-01`
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function shiftDay(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}
