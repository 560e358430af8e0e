/**
 * The other shape of an Enedis export: one table whose every row repeats the meter's details, as the
 * files Enedis sends for a period asked in the customer area (and its data services) are laid out:
 *
 *   Identifiant PRM;Date de début;Date de fin;Grandeur physique;Grandeur métier;Etape métier;Unité;Horodate;Valeur;Nature;Pas;…
 *   09123456789012;2025-01-01 00:00:00;2026-01-01 00:00:00;PA;CONS;BRUT;W;2025-01-01 00:30:00;540;B;PT30M;0;0
 *
 * Its times are the French wall clock without an offset, each marking the end of its interval like the
 * other export. This module rewrites such a file, line for line (so a message names the visitor's own
 * line number), into the rows the parser reads, `timestamp with its offset;value`, and says what its
 * columns declare for the whole file: the unit (« Unité ») and the step (« Pas », « Pas en minutes »).
 * Each row repeats them, so a file whose rows disagree is refused here, naming the first row that does.
 */

import { guessSeparator, normalizeName, splitFields } from './csv-fields.ts'
import type { Metadata } from './enedis-format.ts'
import { ENEDIS_MESSAGES, excerptOf, fail } from './enedis-messages.ts'
import { DAY_MINUTES, isoStepMinutes, minutesStep, SUPPORTED_STEPS } from './enedis-step.ts'
import { readUnit } from './enedis-units.ts'

export type FlatOutcome = { ok: true; lines: string[]; metadata: Metadata } | { ok: false; message: string }

/** A later processing stage replaces an earlier one for the same interval: corrected over completed over raw. */
const STAGE_RANK: Record<string, number> = { corrige: 3, complete: 2, brut: 1 }

const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/
const MINUTE_MS = 60_000

/** The last Sunday of a month (0-based), as a day number since 1970-01-01. */
function lastSunday(year: number, month: number): number {
  const last = Date.UTC(year, month + 1, 0) / 86_400_000
  return last - new Date(last * 86_400_000).getUTCDay()
}

/**
 * The offset of France's wall clock (minutes ahead of UTC) at a wall time written without one, by the
 * European rule: summer time from the last Sunday of March, 2 h → 3 h, to the last Sunday of October,
 * 3 h → 2 h. In October the hour from 2 h to 3 h happens twice: its first occurrence in the file is the
 * summer one. A time in the hour skipped in March cannot be on a meter; it is read as winter time.
 */
function parisOffset(wallMinutes: number, year: number, secondOccurrence: boolean): number {
  const springGap = lastSunday(year, 2) * 1440 + 120
  const autumnRepeat = lastSunday(year, 9) * 1440 + 120
  if (wallMinutes < springGap + 60) return 60
  if (wallMinutes < autumnRepeat) return 120
  if (wallMinutes < autumnRepeat + 60) return secondOccurrence ? 60 : 120
  return 60
}

const pad = (n: number) => String(n).padStart(2, '0')
const offsetText = (minutes: number) => `+${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The lines to parse instead, when `lines` is a flat export; undefined when it is not one. */
export function rewriteFlatExport(lines: readonly string[]): FlatOutcome | undefined {
  const headerAt = lines.findIndex((line) => line.trim() !== '')
  const header = lines[headerAt]
  if (header === undefined) return undefined
  const separator = guessSeparator(header) ?? ';'
  const names = splitFields(header, separator).map(normalizeName)
  const column = (name: string) => names.indexOf(name)
  const [when, value, unit, stage, business] = [
    column('horodate'),
    column('valeur'),
    column('unite'),
    column('etape metier'),
    column('grandeur metier'),
  ]
  // The other export starts with its time column; this one has the meter's details first.
  if (when <= 0 || value < 0 || names.length < 4) return undefined
  // « Pas » as Enedis writes it, an ISO 8601 duration (`PT30M`, `P1D`); « Pas en minutes » a number.
  const step = column('pas') >= 0 ? column('pas') : column('pas en minutes')
  const readStep = column('pas') >= 0 ? isoStepMinutes : minutesStep

  let firstUnit: string | undefined
  let firstStep: number | undefined

  type Kept = { at: number; rank: number; text: string }
  const kept = new Map<string, Kept>()
  const seen = new Map<string, number>()
  const out: string[] = lines.map(() => '')
  out[headerAt] = 'Horodate;Valeur'
  for (let i = headerAt + 1; i < lines.length; i++) {
    const line = (lines[i] as string).trim()
    if (line === '') continue
    const fields = splitFields(line, separator).map((field) => field.trim())
    // Production rows (a home with solar panels) are not what the household buys.
    if (business >= 0 && /^prod/i.test(fields[business] ?? '')) continue
    const whenText = fields[when] ?? ''
    const valueText = (fields[value] ?? '').replace(',', '.')
    const excerpt = () => excerptOf(lines[i] as string)

    if (unit >= 0) {
      const unitText = fields[unit] ?? ''
      if (!readUnit(unitText)) return fail(ENEDIS_MESSAGES.unsupportedUnit(unitText))
      // One unit for the file: a change is two series in one table (a power curve and an energy one).
      if (firstUnit !== undefined && unitText.toLowerCase() !== firstUnit.toLowerCase()) {
        return fail(ENEDIS_MESSAGES.mixedUnits(i + 1, excerpt(), firstUnit, unitText))
      }
      firstUnit ??= unitText
    }
    const stepText = step >= 0 ? (fields[step] ?? '') : ''
    let rowStep: number | undefined
    if (stepText !== '') {
      rowStep = readStep(stepText)
      if (rowStep === undefined) return fail(ENEDIS_MESSAGES.unreadableStep(stepText))
      if (rowStep !== DAY_MINUTES && !SUPPORTED_STEPS.includes(rowStep)) return fail(ENEDIS_MESSAGES.unsupportedStep(rowStep))
      if (firstStep !== undefined && rowStep !== firstStep) return fail(ENEDIS_MESSAGES.mixedSteps(firstStep, rowStep, i + 1, excerpt()))
      firstStep ??= rowStep
    }
    // A day per row only when the step says so: the unit alone (Wh) is also the energy of each half-hour.
    const daily = rowStep === DAY_MINUTES
    const wall = WALL.exec(whenText)
    const stageName = stage >= 0 ? normalizeName(fields[stage] ?? '') : ''
    const occurrence = seen.get(`${stageName}|${whenText}`) ?? 0
    seen.set(`${stageName}|${whenText}`, occurrence + 1)

    let timestamp = whenText
    // A day's row names its day by its date; a time other than midnight is left for the parser to refuse.
    if (daily && (!wall || (wall[4] === '00' && wall[5] === '00' && (wall[6] ?? '00') === '00'))) timestamp = whenText.slice(0, 10)
    else if (wall) {
      const [year, month, day, hour, minute] = wall.slice(1, 6).map(Number) as [number, number, number, number, number]
      const wallMinutes = Date.UTC(year, month - 1, day, hour, minute) / MINUTE_MS
      timestamp = `${whenText.slice(0, 10)}T${pad(hour)}:${pad(minute)}:00${offsetText(parisOffset(wallMinutes, year, occurrence > 0))}`
    }
    const text = `${timestamp};${valueText}`

    // One row per interval and occurrence: the latest processing stage wins, whatever the order.
    const key = `${whenText}|${occurrence}`
    const rank = STAGE_RANK[stageName] ?? 0
    const previous = kept.get(key)
    if (previous && previous.rank >= rank) continue
    if (previous) out[previous.at] = ''
    kept.set(key, { at: i, rank, text })
    out[i] = text
  }
  const metadata: Metadata = {}
  if (firstUnit !== undefined) metadata.unit = firstUnit
  if (firstStep !== undefined) {
    metadata.step = firstStep
    metadata.kind = firstStep === DAY_MINUTES ? 'daily' : 'loadCurve'
  }
  return { ok: true, lines: out, metadata }
}
