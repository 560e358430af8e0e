import { z } from './zod.ts'
import type { TempoColour } from './tempo-dates.ts'
import { mayBeRed, TEMPO_COLOURS, TEMPO_YEAR_QUOTA, tempoYearLabel, tempoYearOf } from './tempo-dates.ts'

/**
 * The Tempo days the scheduled job (worker/jobs/tempo-sync.ts) took from RTE's API, kept in KV apart
 * from the catalogue's days (seed/data/regulated/tempo-days.csv): the seed writes one key, the job the
 * other, so neither can erase what the other stored. GET /api/tempo-days serves both together, RTE's
 * own answer winning a day both hold. See docs/decisions/0053-tempo-colours-from-rte.md.
 */

/** A day as RTE published it: its colour, and when RTE last set it (`updated_date`, with its offset). */
export interface TempoDayFromRte {
  date: string
  colour: TempoColour
  updatedAt: string
}

const Colour = z.enum(TEMPO_COLOURS)

/** A colour a day had before a later answer changed it: never dropped, so a correction can be traced. */
export const ReplacedTempoColour = z.object({
  colour: Colour,
  /** When RTE had set it; null for a colour the catalogue's file gave. */
  updatedAt: z.string().nullable(),
  /** When the job stored the colour that replaced it. */
  replacedAt: z.iso.datetime(),
})

export const TempoLiveDay = z.object({
  date: z.iso.date(),
  colour: Colour,
  /** RTE's `updated_date` of this colour. */
  updatedAt: z.string().min(1),
  /** When the job stored it. */
  storedAt: z.iso.datetime(),
  /** The colours the day had before, oldest first. */
  replaced: z.array(ReplacedTempoColour).optional(),
})
export type TempoLiveDay = z.infer<typeof TempoLiveDay>

export const TempoLiveSeries = z.object({
  /** Every day the job stored, oldest first. */
  days: z.array(TempoLiveDay),
  /** When the series last changed. */
  updatedAt: z.iso.datetime(),
})
export type TempoLiveSeries = z.infer<typeof TempoLiveSeries>

/**
 * The KV version of a stored series (its text): a short content hash, so the API's ETag changes with
 * the series and only then. The Worker and the ops backfill (Node) compute it alike.
 */
export async function liveSeriesVersion(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
  return `rte-${[...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** The catalogue's days and RTE's together, oldest first; a day both hold takes RTE's colour. */
export function servedTempoDays(
  catalogue: readonly { date: string; colour: TempoColour }[],
  live: readonly TempoLiveDay[],
): { date: string; colour: TempoColour }[] {
  const byDate = new Map(catalogue.map((day) => [day.date, day.colour]))
  for (const day of live) byDate.set(day.date, day.colour)
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, colour]) => ({ date, colour }))
}

/** A day RTE now gives another colour than the one served. */
export interface TempoColourChange {
  date: string
  from: TempoColour
  to: TempoColour
  updatedAt: string
}

export interface TempoMerge {
  /** The series to store; null when the answer taught nothing new (nothing to write). */
  series: TempoLiveSeries | null
  added: { date: string; colour: TempoColour }[]
  changed: TempoColourChange[]
}

/**
 * Merges RTE's days into the stored series. Never removes a day: a day RTE no longer lists keeps its
 * colour. A day whose colour RTE changed takes the new colour and RTE's update time, and keeps the old
 * colour in `replaced`. A day the catalogue already has in the same colour is not copied.
 */
export function mergeRteDays(
  current: TempoLiveSeries | null,
  catalogue: readonly { date: string; colour: TempoColour }[],
  fetched: readonly TempoDayFromRte[],
  now: Date,
): TempoMerge {
  const stamp = now.toISOString()
  const live = new Map((current?.days ?? []).map((day) => [day.date, day]))
  const fromCatalogue = new Map(catalogue.map((day) => [day.date, day.colour]))
  const added: TempoMerge['added'] = []
  const changed: TempoColourChange[] = []
  for (const day of fetched) {
    const stored = live.get(day.date)
    const known = stored?.colour ?? fromCatalogue.get(day.date)
    if (known === day.colour) continue
    const fresh: TempoLiveDay = { date: day.date, colour: day.colour, updatedAt: day.updatedAt, storedAt: stamp }
    if (known === undefined) {
      live.set(day.date, fresh)
      added.push({ date: day.date, colour: day.colour })
      continue
    }
    const previous = stored ? { colour: stored.colour, updatedAt: stored.updatedAt } : { colour: known, updatedAt: null }
    live.set(day.date, { ...fresh, replaced: [...(stored?.replaced ?? []), { ...previous, replacedAt: stamp }] })
    changed.push({ date: day.date, from: known, to: day.colour, updatedAt: day.updatedAt })
  }
  if (added.length === 0 && changed.length === 0) return { series: null, added, changed }
  const days = [...live.values()].sort((a, b) => a.date.localeCompare(b.date))
  return { series: { days, updatedAt: stamp }, added, changed }
}

/**
 * What RTE's own rules forbid in a series (the seed refuses the same in its file): a red day on a
 * weekend or outside 1 November to 31 March, more than 22 red or 43 white days in a Tempo year. A
 * series that breaks them holds a wrong day, so the job stores none of the answer that led to it.
 */
export function tempoRuleProblems(days: readonly { date: string; colour: TempoColour }[]): string[] {
  const problems: string[] = []
  const counts = new Map<number, { white: number; red: number }>()
  for (const day of days) {
    if (day.colour === 'red' && !mayBeRed(day.date)) problems.push(`${day.date} cannot be red (weekend, or outside November to March)`)
    if (day.colour === 'blue') continue
    const year = tempoYearOf(day.date)
    const count = counts.get(year) ?? { white: 0, red: 0 }
    count[day.colour] += 1
    counts.set(year, count)
  }
  for (const [year, count] of counts) {
    for (const colour of ['white', 'red'] as const) {
      if (count[colour] > TEMPO_YEAR_QUOTA[colour])
        problems.push(`${count[colour]} ${colour} days in Tempo year ${tempoYearLabel(year)}, more than RTE's ${TEMPO_YEAR_QUOTA[colour]}`)
    }
  }
  return problems
}
