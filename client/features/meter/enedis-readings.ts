import { ENEDIS_MESSAGES, excerptOf, fail } from './enedis-messages.ts'
import { SUPPORTED_STEPS } from './enedis-format.ts'
import { dayFormatter } from './enedis-timestamps.ts'
import type { DailyReading, IntervalReading, ParseOutcome } from './meter-data.ts'

// The readings of a file from its rows, once every row has been read: sorted, duplicates dropped, gaps
// counted, and each interval placed on the wall clock of its day.

/** One data row as read, before sorting. */
export interface Row {
  /** 1-based line in the file, for messages. */
  line: number
  /** Load curve: the instant (epoch ms). Daily: the day number (days since 1970-01-01). */
  at: number
  /** Load curve: the wall-clock time as written, in minutes since 1970-01-01T00:00 of that wall clock. */
  wall: number
  value: number
}

function byAt(rows: Row[]): Row[] {
  for (let i = 1; i < rows.length; i++) {
    // Array.prototype.sort is stable, so among rows for the same instant the first in the file stays first.
    if ((rows[i] as Row).at < (rows[i - 1] as Row).at) return rows.sort((a, b) => a.at - b.at)
  }
  return rows
}

export function daily(unsorted: Row[], whPerUnit: number): ParseOutcome {
  const rows = byAt(
    // A midnight timestamp names its day by its date as written, whatever the offset.
    unsorted.map((row) => ({ ...row, at: Math.floor(row.wall / 1440) })),
  )
  const formatDay = dayFormatter()
  const days: DailyReading[] = []
  let duplicates = 0
  let missing = 0
  let previous: number | undefined
  for (const row of rows) {
    if (previous !== undefined) {
      if (row.at === previous) {
        duplicates++
        continue
      }
      missing += row.at - previous - 1
    }
    previous = row.at
    days.push({ day: formatDay(row.at), kwh: (row.value * whPerUnit) / 1000 })
  }
  return { ok: true, data: { kind: 'daily', days, duplicates, missing } }
}

export function loadCurve(unsorted: Row[], wattsPerUnit: number, declaredStep: number | undefined, lines: readonly string[]): ParseOutcome {
  const sorted = byAt(unsorted)
  // Same instant twice (even written with two different offsets): the first in the file is kept.
  const rows: Row[] = []
  let duplicates = 0
  for (const row of sorted) {
    if (rows.length > 0 && (rows[rows.length - 1] as Row).at === row.at) duplicates++
    else rows.push(row)
  }

  let step = declaredStep
  if (step === undefined) {
    // The most frequent gap: a few missing intervals must not change the step of the whole file.
    const counts = new Map<number, number>()
    for (let k = 1; k < rows.length; k++) {
      const gap = ((rows[k] as Row).at - (rows[k - 1] as Row).at) / 60_000
      counts.set(gap, (counts.get(gap) ?? 0) + 1)
    }
    let best = 0
    for (const [gap, count] of counts) {
      if (count > best || (count === best && gap < (step as number))) {
        best = count
        step = gap
      }
    }
    // A single reading shows no gap: the usual half-hour is the only sensible reading of it.
    step ??= 30
    if (!SUPPORTED_STEPS.includes(step)) return fail(ENEDIS_MESSAGES.unsupportedStep(step))
  }

  const stepMs = step * 60_000
  const formatDay = dayFormatter()
  const readings: IntervalReading[] = []
  let missing = 0
  let previous: Row | undefined
  for (const row of rows) {
    let startWall = row.wall - step
    if (previous !== undefined) {
      const gap = row.at - previous.at
      if (gap % stepMs !== 0) return fail(ENEDIS_MESSAGES.irregularStep(row.line, excerptOf(lines[row.line - 1] as string), step))
      missing += gap / stepMs - 1
      // The start is the previous row's end, written on the wall clock of its own offset: across a clock
      // change this is the real local start (01:30 for the row written 03:00+02:00), not a time that never was.
      if (gap === stepMs) startWall = previous.wall
    }
    previous = row
    const watts = row.value * wattsPerUnit
    readings.push({
      end: row.at,
      minutes: step,
      day: formatDay(Math.floor(startWall / 1440)),
      startMinute: startWall - Math.floor(startWall / 1440) * 1440,
      watts,
      kwh: (watts * step) / 60 / 1000,
    })
  }
  return { ok: true, data: { kind: 'loadCurve', readings, duplicates, missing } }
}
