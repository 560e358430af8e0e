import { ENEDIS_MESSAGES, excerptOf, fail } from './enedis-messages.ts'
import type { ParseOutcome } from './meter-data.ts'

// The step of a load curve, the length of each interval: what the file declares (« Pas », « Pas en
// minutes ») and what its timestamps show. Energy per step and power only give the same kWh when the step
// is right, so a step is taken only when both sources agree, and is the same all through the file.

/** The interval lengths a Linky load curve is published at; anything else is a file we cannot trust. */
export const SUPPORTED_STEPS: readonly number[] = [5, 10, 15, 30, 60]
export const DAY_MINUTES = 1440

/**
 * How often a spacing must occur, in the file or in one day, to count as a step: one gap may be a single
 * shifted row (the irregular-row check names it), and two may be two lone missing readings.
 */
const TIMES_TO_BE_A_STEP = 3

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i

/** Minutes of an ISO 8601 duration as Enedis writes a step (`PT30M`, `PT1H`, `P1D`); undefined when unreadable. */
export function isoStepMinutes(text: string): number | undefined {
  const duration = ISO_DURATION.exec(text.trim())
  if (!duration) return undefined
  const [days, hours, minutes, seconds] = duration.slice(1).map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
  ]
  const total = days * DAY_MINUTES + hours * 60 + minutes + seconds / 60
  return total > 0 ? total : undefined
}

/** « Pas en minutes »: a number, a decimal comma allowed; undefined when it is no number. */
export function minutesStep(text: string): number | undefined {
  const value = text.trim()
  if (!/^[+-]?\d+(?:[.,]\d+)?$/.test(value)) return undefined
  return Number(value.replace(',', '.'))
}

/** A reading's instant and wall-clock time, and its line for messages: all the step needs of a row. */
export interface Timed {
  /** Epoch ms. */
  at: number
  /** Minutes since 1970-01-01T00:00 of the wall clock the file is written in. */
  wall: number
  /** 1-based line in the file. */
  line: number
}

interface Tally {
  count: number
  /** The first reading that follows a gap of this length, to name in a message. */
  first: Timed
}

function tally(tallies: Map<number, Tally>, gap: number, row: Timed) {
  const known = tallies.get(gap)
  if (known) known.count++
  else tallies.set(gap, { count: 1, first: row })
}

/** The most frequent gap, in minutes: the shorter on a tie, as a few missing readings only make gaps longer. */
function mostCommon(tallies: ReadonlyMap<number, Tally>): { minutes: number; tally: Tally } | undefined {
  let best: { minutes: number; tally: Tally } | undefined
  for (const [minutes, entry] of tallies) {
    if (!best || entry.count > best.tally.count || (entry.count === best.tally.count && minutes < best.minutes)) {
      best = { minutes, tally: entry }
    }
  }
  return best
}

const gapMinutes = (row: Timed, previous: Timed) => (row.at - previous.at) / 60_000

/** A day (on the file's wall clock) whose own most frequent gap, seen often enough, is not the file's step. */
function dayAtAnotherStep(rows: readonly Timed[], step: number): { minutes: number; first: Timed } | undefined {
  let day = Number.NaN
  let tallies = new Map<number, Tally>()
  const other = () => {
    const mode = mostCommon(tallies)
    return mode && mode.minutes !== step && mode.tally.count >= TIMES_TO_BE_A_STEP
      ? { minutes: mode.minutes, first: mode.tally.first }
      : undefined
  }
  for (let k = 1; k < rows.length; k++) {
    const row = rows[k] as Timed
    const rowDay = Math.floor(row.wall / DAY_MINUTES)
    if (rowDay !== day) {
      const found = other()
      if (found) return found
      day = rowDay
      tallies = new Map()
    }
    tally(tallies, gapMinutes(row, rows[k - 1] as Timed), row)
  }
  return other()
}

/**
 * The step of a load curve's readings (sorted by instant, one per instant), or the refusal that says why
 * it cannot be known for sure. The declared step stands when the timestamps agree; without one, the most
 * frequent gap is the step (30 minutes for a single reading, the customer area's usual step). Either way
 * every day must keep that step, and every gap be a whole number of steps (missing readings).
 */
export function settleStep(
  rows: readonly Timed[],
  declared: number | undefined,
  lines: readonly string[],
): { ok: true; step: number } | Extract<ParseOutcome, { ok: false }> {
  const tallies = new Map<number, Tally>()
  for (let k = 1; k < rows.length; k++) tally(tallies, gapMinutes(rows[k] as Timed, rows[k - 1] as Timed), rows[k] as Timed)
  const found = mostCommon(tallies)

  let step: number
  if (declared !== undefined) {
    // Summing energy per step, or power times a step, with a step the readings do not follow gives wrong kWh.
    if (found && found.minutes !== declared && found.tally.count >= TIMES_TO_BE_A_STEP) {
      return fail(ENEDIS_MESSAGES.stepContradicted(declared, found.minutes))
    }
    step = declared
  } else {
    step = found?.minutes ?? 30
    if (!SUPPORTED_STEPS.includes(step)) return fail(ENEDIS_MESSAGES.unsupportedStep(step))
  }

  // A meter switched from one step to another: a whole day at another spacing is not missing readings.
  const otherStep = dayAtAnotherStep(rows, step)
  if (otherStep) {
    const line = otherStep.first.line
    return fail(ENEDIS_MESSAGES.mixedSteps(step, otherStep.minutes, line, excerptOf(lines[line - 1] as string)))
  }
  const stepMs = step * 60_000
  for (let k = 1; k < rows.length; k++) {
    const row = rows[k] as Timed
    // Overlapping or shifted intervals would count energy twice or not at all.
    if ((row.at - (rows[k - 1] as Timed).at) % stepMs !== 0) {
      return fail(ENEDIS_MESSAGES.irregularStep(row.line, excerptOf(lines[row.line - 1] as string), step))
    }
  }
  return { ok: true, step }
}
