import { settleStep } from './enedis-step.ts'
import { dayFormatter } from './enedis-timestamps.ts'
import type { Unit } from './enedis-units.ts'
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

export function loadCurve(unsorted: Row[], unit: Unit, declaredStep: number | undefined, lines: readonly string[]): ParseOutcome {
  const sorted = byAt(unsorted)
  // Same instant twice (even written with two different offsets): the first in the file is kept.
  const rows: Row[] = []
  let duplicates = 0
  for (const row of sorted) {
    if (rows.length > 0 && (rows[rows.length - 1] as Row).at === row.at) duplicates++
    else rows.push(row)
  }

  const settled = settleStep(rows, declaredStep, lines)
  if (!settled.ok) return settled
  const { step } = settled
  const stepMs = step * 60_000
  const formatDay = dayFormatter()
  const readings: IntervalReading[] = []
  let missing = 0
  let previous: Row | undefined
  for (const row of rows) {
    let startWall = row.wall - step
    if (previous !== undefined) {
      const gap = row.at - previous.at
      missing += gap / stepMs - 1
      // The start is the previous row's end, written on the wall clock of its own offset: across a clock
      // change this is the real local start (01:30 for the row written 03:00+02:00), not a time that never was.
      if (gap === stepMs) startWall = previous.wall
    }
    previous = row
    readings.push({
      end: row.at,
      minutes: step,
      day: formatDay(Math.floor(startWall / 1440)),
      startMinute: startWall - Math.floor(startWall / 1440) * 1440,
      ...powerAndEnergy(row.value * unit.factor, unit, step),
    })
  }
  return { ok: true, data: { kind: 'loadCurve', readings, duplicates, missing } }
}

/**
 * A value in W or Wh as the interval's mean power and energy: a power makes energy with the step's
 * length; an energy is summed as it is, and its mean power is that energy spread over the step.
 */
function powerAndEnergy(value: number, unit: Unit, step: number): { watts: number; kwh: number } {
  if (unit.quantity === 'power') return { watts: value, kwh: (value * step) / 60 / 1000 }
  return { watts: (value * 60) / step, kwh: value / 1000 }
}
