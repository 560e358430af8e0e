import type { TempoColour } from '#contract/tempo-dates'
import { TEMPO_YEAR_QUOTA } from '#contract/tempo-dates'
import { shiftDay, tempoYearStart } from '#contract/tempo-calendar'

/** What the « Couleur Tempo » block says of one day in France, from the known days. */
export interface TempoSeasonSummary {
  today: string
  tomorrow: string
  /** Null when the day is unknown: tomorrow before RTE publishes it (about 11 am), any day the data lacks. */
  todayColour: TempoColour | null
  tomorrowColour: TempoColour | null
  /** The Tempo year's first day (1 September). */
  seasonStart: string
  /** Red and white days used since `seasonStart`, tomorrow included once published. */
  used: { red: number; white: number }
  /** Days left against the quota (22 red, 43 white). An upper bound when `unknownDays` > 0. */
  remaining: { red: number; white: number }
  /** Days of the season up to today whose colour the data holds. */
  knownDays: number
  /** Days of the season up to today whose colour the data lacks: the counts are then incomplete. */
  unknownDays: number
  /** Those days as runs of consecutive days, oldest first. */
  missing: { from: string; to: string }[]
}

/** Counts a season from its days (any order, other days ignored): `today` is a YYYY-MM-DD day in France. */
export function tempoSeason(days: readonly { date: string; colour: TempoColour }[], today: string): TempoSeasonSummary {
  const seasonStart = tempoYearStart(today)
  const tomorrow = shiftDay(today, 1)
  const byDay = new Map(days.map((day) => [day.date, day.colour]))
  const used = { red: 0, white: 0 }
  let knownDays = 0
  let unknownDays = 0
  const missing: { from: string; to: string }[] = []
  for (let date = seasonStart; date <= today; date = shiftDay(date, 1)) {
    const colour = byDay.get(date)
    if (colour === undefined) {
      unknownDays += 1
      const last = missing[missing.length - 1]
      if (last && last.to === shiftDay(date, -1)) last.to = date
      else missing.push({ from: date, to: date })
      continue
    }
    knownDays += 1
    if (colour !== 'blue') used[colour] += 1
  }
  // A new season starts on 1 September: tomorrow counts only in today's season.
  const tomorrowColour = byDay.get(tomorrow) ?? null
  if (tomorrowColour && tomorrowColour !== 'blue' && tempoYearStart(tomorrow) === seasonStart) used[tomorrowColour] += 1
  return {
    today,
    tomorrow,
    todayColour: byDay.get(today) ?? null,
    tomorrowColour,
    seasonStart,
    used,
    remaining: {
      red: Math.max(TEMPO_YEAR_QUOTA.red - used.red, 0),
      white: Math.max(TEMPO_YEAR_QUOTA.white - used.white, 0),
    },
    knownDays,
    unknownDays,
    missing,
  }
}
