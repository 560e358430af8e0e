import { shiftDay } from '#contract/tempo-calendar'
import { TEMPO_YEAR_QUOTA, tempoYearLabel, tempoYearOf } from '#contract/tempo-dates'
import { formatLongDate } from '../../lib/format.ts'
import type { TempoSeasonSummary } from './tempo-season.ts'

/**
 * What the « Couleur Tempo » block says when it has no colour for a day or the season, in a visitor's
 * words: a bare « inconnue » leaves the visitor guessing whether RTE is late, the site is behind, or the
 * day is simply out of reach. Pure, so each case is checked against a clock and a data set.
 */

/** The bounds of every Tempo day the site holds (the API's `firstDay` and `lastDay`). */
export interface TempoDataBounds {
  firstDay: string | null
  lastDay: string | null
}

/** Why a day has no colour. */
export type UnknownColour =
  /** Tomorrow, before the hour RTE usually publishes it. */
  | { reason: 'publishedAround11' }
  /** Tomorrow, past that hour, while the site holds every day up to today. */
  | { reason: 'notPublishedYet' }
  /** A day after the last one the site holds. */
  | { reason: 'noDataSince'; lastDay: string }
  /** A day before the first one the site holds, or no day held at all. */
  | { reason: 'outsideData'; firstDay: string | null }
  /** A day inside the held period that its sources left out. */
  | { reason: 'missing' }

/** RTE publishes tomorrow's colour around 11 am, French time. */
const PUBLICATION_HOUR = 11

let hourFormat: Intl.DateTimeFormat | undefined
/** The hour (0–23) in France at `instant`, whatever the browser's own time zone. */
export function franceHour(instant: Date): number {
  hourFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' })
  return Number(hourFormat.format(instant))
}

/** Why `date` has no colour, for a visitor whose day in France is `today` at `hour` o'clock. */
export function whyUnknown(date: string, today: string, hour: number, bounds: TempoDataBounds): UnknownColour {
  const { firstDay, lastDay } = bounds
  if (firstDay === null || lastDay === null) return { reason: 'outsideData', firstDay: null }
  if (date === shiftDay(today, 1) && lastDay === today) return { reason: hour < PUBLICATION_HOUR ? 'publishedAround11' : 'notPublishedYet' }
  if (date > lastDay) return { reason: 'noDataSince', lastDay }
  if (date < firstDay) return { reason: 'outsideData', firstDay }
  return { reason: 'missing' }
}

/** The line a day without colour shows in place of « Jour Bleu ». */
export function unknownColourText(unknown: UnknownColour): string {
  switch (unknown.reason) {
    case 'publishedAround11':
      return 'Couleur publiée vers 11\u00a0h'
    case 'notPublishedYet':
      return 'Pas encore publiée par RTE'
    case 'noDataSince':
      return `Couleur inconnue\u00a0: pas de données depuis le ${formatLongDate(unknown.lastDay)}`
    case 'outsideData':
      return unknown.firstDay === null
        ? 'Couleur inconnue\u00a0: le site n’a aucune donnée Tempo'
        : `Couleur inconnue\u00a0: le site n’a pas de données avant le ${formatLongDate(unknown.firstDay)}`
    case 'missing':
      return 'Couleur inconnue\u00a0: ce jour manque aux données du site'
  }
}

/** « 1 jour rouge », « 0 jour rouge », « 20 jours rouges ». */
export function colourDays(count: number, colour: 'red' | 'white'): string {
  const word = colour === 'red' ? 'rouge' : 'blanc'
  return count > 1 ? `${count}\u00a0jours ${word}s` : `${count}\u00a0jour ${word}`
}

/** « le 2 octobre 2026 » or « du 8 octobre 2026 au 28 novembre 2026 ». */
function span({ from, to }: { from: string; to: string }): string {
  return from === to ? `le ${formatLongDate(from)}` : `du ${formatLongDate(from)} au ${formatLongDate(to)}`
}

/** « du 2 au 3 octobre, le 9 octobre et du 12 au 20 octobre »: three spans at most, then only the last. */
function spans(missing: readonly { from: string; to: string }[]): string {
  const named = missing.map(span)
  if (named.length > 3) return `en ${named.length}\u00a0périodes, la dernière ${named[named.length - 1]}`
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} et ${named[named.length - 1]}` : (named[0] ?? '')
}

/**
 * The season line: the red and white days left when the site knows every day of the season so far;
 * otherwise how many days it knows, which ones it lacks, and the days left as an upper bound (or none
 * at all when it knows no day).
 */
export function seasonSentence(summary: TempoSeasonSummary): string {
  const { remaining, unknownDays, missing } = summary
  const season = `Saison ${tempoYearLabel(tempoYearOf(summary.today))} (depuis le ${formatLongDate(summary.seasonStart)})`
  const left = `${colourDays(remaining.red, 'red')} sur ${TEMPO_YEAR_QUOTA.red} et ${colourDays(remaining.white, 'white')} sur ${TEMPO_YEAR_QUOTA.white}`
  if (unknownDays === 0) return `${season}\u00a0: il reste ${left}.`
  const total = summary.knownDays + unknownDays
  if (summary.knownDays === 0)
    return total === 1
      ? `${season}\u00a0: le site ne connaît pas encore la couleur de son premier jour, il ne peut donc pas dire combien de jours rouges et blancs il reste.`
      : `${season}\u00a0: le site ne connaît la couleur d’aucun de ses ${total}\u00a0jours jusqu’à aujourd’hui, il ne peut donc pas dire combien de jours rouges et blancs il reste.`
  const known = `sur ses ${total}\u00a0jours jusqu’à aujourd’hui, le site connaît la couleur de ${summary.knownDays}`
  const lacking =
    unknownDays === 1
      ? `il n’a pas celle ${spans(missing).replace(/^le /, 'du ')}`
      : `il n’a pas celle des ${unknownDays} autres, ${spans(missing)}`
  return `${season}\u00a0: ${known}\u00a0; ${lacking}. Il reste donc au plus ${left}.`
}
