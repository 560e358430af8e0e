/**
 * Tempo day colours without zod: the rules the seed checks and the lookup the site's pages use, kept
 * apart from contract/tempo-days.ts so a page can read colours without loading zod (docs/decisions/0032).
 */

/** The API's colours, in English like the rest of the API's enums. */
export const TEMPO_COLOURS = ['blue', 'white', 'red'] as const
export type TempoColour = (typeof TEMPO_COLOURS)[number]

/** How many days of each colour RTE places in one Tempo year; blue takes the rest (300, or 301 in a leap year). */
export const TEMPO_YEAR_QUOTA = { white: 43, red: 22 } as const

/** The first year of the Tempo year (1 September to 31 August) that holds `date` (YYYY-MM-DD). */
export function tempoYearOf(date: string): number {
  const year = Number(date.slice(0, 4))
  return Number(date.slice(5, 7)) >= 9 ? year : year - 1
}

/** "2024-2025" for the Tempo year that starts on 1 September 2024. */
export function tempoYearLabel(startYear: number): string {
  return `${startYear}-${startYear + 1}`
}

/** Whether RTE may make `date` red: Monday to Friday, from 1 November to 31 March. */
export function mayBeRed(date: string): boolean {
  const month = Number(date.slice(5, 7))
  if (month >= 4 && month <= 10) return false
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay()
  return weekday >= 1 && weekday <= 5
}

/**
 * Colour by day (YYYY-MM-DD). A day absent from the map is unknown: the page falls back to the share
 * of the regulated calendar and says so, it never assumes blue.
 */
export function tempoColourByDay(days: readonly { date: string; colour: TempoColour }[]): ReadonlyMap<string, TempoColour> {
  return new Map(days.map((day) => [day.date, day.colour]))
}

/** The days from `from` to `to` included (either bound optional), in the order given. */
export function tempoDaysBetween<D extends { date: string }>(days: readonly D[], from?: string, to?: string): D[] {
  return days.filter((day) => (from === undefined || day.date >= from) && (to === undefined || day.date <= to))
}
