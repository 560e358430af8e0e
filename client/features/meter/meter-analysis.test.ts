import { describe, expect, it } from 'vitest'
import { dailyFile, loadCurveFile, type CurveRow } from '../../../tests/fixtures/enedis-files.ts'
import { parseEnedisFile } from './enedis-parse.ts'
import { offPeakShare, summarise } from './meter-analysis.ts'
import type { IntervalReading, MeterData, TempoColour } from './meter-data.ts'
import { DEFAULT_OFF_PEAK } from './meter-data.ts'

function parsed(text: string): MeterData {
  const outcome = parseEnedisFile(text)
  if (!outcome.ok) throw new Error(outcome.message)
  return outcome.data
}

/** kWh of the rows the fixture wrote, and of those starting between 22 h and 6 h, on Intl's Paris clock. */
function fromRows(rows: readonly CurveRow[]) {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' })
  let kwh = 0
  let night = 0
  for (const row of rows) {
    const rowKwh = (row.watts * 0.5) / 1000
    const start = Number(hour.format(Date.parse(row.end) - 30 * 60_000))
    kwh += rowKwh
    if (start >= 22 || start < 6) night += rowKwh
  }
  return { kwh, night }
}

const NO_COLOURS: ReadonlyMap<string, TempoColour> = new Map()

describe('summarise', () => {
  it('a complete year: the measured kWh, not extrapolated, month by month, the peak', () => {
    const file = loadCurveFile({ firstDay: '2025-01-01', days: 365, seed: 2 })
    const summary = summarise(parsed(file.text), NO_COLOURS)
    const expected = fromRows(file.rows)
    expect(summary.windowDays).toBe(365)
    expect(summary.coverage).toBe(1)
    expect(summary.extrapolated).toBe(false)
    expect(summary.yearlyKwh).toBeCloseTo(expected.kwh, 6)
    expect(summary.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`))
    expect(summary.months.every((m) => m.days === m.daysInMonth)).toBe(true)
    expect(summary.months.reduce((sum, m) => sum + m.kwh, 0)).toBeCloseTo(expected.kwh, 6)
    expect(summary.peak?.watts).toBe(Math.max(...file.rows.map((r) => r.watts)))
    expect(offPeakShare(summary, DEFAULT_OFF_PEAK)).toEqual({ share: expect.closeTo(expected.night / expected.kwh, 9), assumed: false })
  })

  it('keeps the last 365 days of a longer file', () => {
    const file = loadCurveFile({ firstDay: '2024-01-01', days: 500, seed: 3 })
    const summary = summarise(parsed(file.text), NO_COLOURS)
    const lastYear = file.rows.filter((r) => Date.parse(r.end) > Date.parse('2024-05-15T00:00:00+02:00'))
    expect(summary.firstDay).toBe('2024-05-15')
    expect(summary.lastDay).toBe('2025-05-14')
    expect(summary.yearlyKwh).toBeCloseTo(fromRows(lastYear).kwh, 6)
  })

  it('brings a shorter file, or one with gaps, to a full year, and says so', () => {
    const short = loadCurveFile({ firstDay: '2025-03-01', days: 73, seed: 4 })
    const summary = summarise(parsed(short.text), NO_COLOURS)
    expect(summary.extrapolated).toBe(true)
    expect(summary.yearlyKwh).toBeCloseTo((fromRows(short.rows).kwh * 365) / 73, 6)

    // Two half-hours missing in the middle of 10 days: the mean of the others stands in for them.
    const gaps = loadCurveFile({ firstDay: '2025-06-01', days: 10, seed: 5, omit: [100, 101] })
    const withGaps = summarise(parsed(gaps.text), NO_COLOURS)
    expect(withGaps.missing).toBe(2)
    expect(withGaps.coverage).toBeCloseTo(478 / 480, 12)
    expect(withGaps.yearlyKwh).toBeCloseTo(((fromRows(gaps.rows).kwh * 480) / 478) * 36.5, 6)
  })

  it('counts the daylight-saving days by their real length: 23 and 25 hours', () => {
    const spring = loadCurveFile({ firstDay: '2025-03-29', days: 3, seed: 6 })
    const autumn = loadCurveFile({ firstDay: '2025-10-25', days: 3, seed: 6 })
    expect(spring.rows).toHaveLength(3 * 48 - 2)
    expect(autumn.rows).toHaveLength(3 * 48 + 2)
    // Complete files: nothing to make up for but the days short of a year.
    for (const file of [spring, autumn]) {
      const summary = summarise(parsed(file.text), NO_COLOURS)
      expect(summary.coverage).toBe(1)
      expect(summary.yearlyKwh).toBeCloseTo((fromRows(file.rows).kwh * 365) / 3, 6)
    }
  })

  it('Tempo: the real colours when every day is known, a half-hour before 6 h on the previous day’s colour', () => {
    const reading = (day: string, startMinute: number, watts: number): IntervalReading => ({
      end: Date.parse(`${day}T00:00:00Z`) + (startMinute + 30) * 60_000,
      minutes: 30,
      day,
      startMinute,
      watts,
      kwh: (watts * 0.5) / 1000,
    })
    const data: MeterData = {
      kind: 'loadCurve',
      readings: [reading('2025-01-07', 5 * 60 + 30, 2000), reading('2025-01-07', 6 * 60, 1000), reading('2025-01-07', 22 * 60, 1000)],
      duplicates: 0,
      missing: 0,
    }
    const colours = new Map<string, TempoColour>([
      ['2025-01-06', 'red'],
      ['2025-01-07', 'white'],
    ])
    const { tempo } = summarise(data, colours)
    expect(tempo.source).toBe('actual')
    expect(tempo.colourShares).toEqual({ blue: 0, white: 0.5, red: 0.5 })
    expect(tempo.offPeakShares).toEqual({ blue: expect.any(Number), white: 0.5, red: 1 })
    expect(tempo.dayCounts).toEqual({ blue: 0, white: 1, red: 1 })

    // One unknown day: the whole period takes the regulated calendar's split, never blue for the gap.
    const partial = summarise(data, new Map([['2025-01-07', 'white']]))
    expect(partial.tempo.source).toBe('calendar')
    expect(partial.tempo.colourShares).toEqual({ blue: 300 / 365, white: 43 / 365, red: 22 / 365 })
    expect(partial.tempo.offPeakShares.white).toBeCloseTo(1.5 / 2, 12)
  })

  it('a daily file: no peak, and an off-peak share assumed from the slots’ hours', () => {
    const file = dailyFile({ firstDay: '2025-01-01', days: 365, seed: 7 })
    const data = parsed(file.text)
    const summary = summarise(data, NO_COLOURS)
    expect(summary.kind).toBe('daily')
    expect(summary.peak).toBeNull()
    expect(summary.yearlyKwh).toBeCloseTo(file.rows.reduce((sum, r) => sum + r.wh, 0) / 1000, 6)
    expect(offPeakShare(summary, DEFAULT_OFF_PEAK)).toEqual({ share: 8 / 24, assumed: true })
  })

  it('the file’s own shares: week-end, busiest weekday, April to October and each hour, from the readings', () => {
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', weekday: 'short' })
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', month: '2-digit', hour: '2-digit', hourCycle: 'h23' })
    const file = loadCurveFile({
      firstDay: '2025-01-06',
      days: 28 * 7,
      seed: 3,
      watts: ({ start }) => (['Sat', 'Sun'].includes(weekday.format(start)) ? 900 : 300),
    })
    const summary = summarise(parsed(file.text), NO_COLOURS)
    let all = 0
    let weekend = 0
    let summer = 0
    let night = 0
    const byDay = new Map<string, number>()
    for (const row of file.rows) {
      const start = Date.parse(row.end) - 30 * 60_000
      const kwh = (row.watts * 0.5) / 1000
      const parts = Object.fromEntries(clock.formatToParts(start).map((p) => [p.type, p.value]))
      const day = weekday.format(start)
      all += kwh
      if (day === 'Sat' || day === 'Sun') weekend += kwh
      else byDay.set(day, (byDay.get(day) ?? 0) + kwh)
      if (Number(parts.month) >= 4 && Number(parts.month) <= 10) summer += kwh
      if (Number(parts.hour) === 3) night += kwh
    }
    expect(summary.periodShares?.weekend).toBeCloseTo(weekend / all, 9)
    expect(summary.periodShares?.chosenDay).toBeCloseTo(Math.max(...byDay.values()) / all, 9)
    expect(summary.periodShares?.summer).toBeCloseTo(summer / all, 9)
    expect(summary.periodShares?.hourly?.[3]).toBeCloseTo(night / all, 9)
  })

  it('a daily file has the day shares but no hourly ones', () => {
    const summary = summarise(parsed(dailyFile({ firstDay: '2025-01-01', days: 60, seed: 4 }).text), NO_COLOURS)
    expect(summary.periodShares?.weekend).toBeGreaterThan(0)
    expect(summary.periodShares?.hourly).toBeUndefined()
  })
})
