import type { PeriodShares } from '#contract/household'
import { hourlySharesFromReadings, type LocalReading, periodSharesFromReadings } from '#contract/offer-shares'
import type { IntervalReading, MeterData, OffPeakSlot, TempoColour } from './meter-data.ts'
import { DEFAULT_OFF_PEAK } from './meter-data.ts'
import { minutesInSlots, slotLength } from './off-peak-slots.ts'
import type { MonthBar } from './monthly-chart.tsx'

/**
 * What a meter file says about a household, over its last 365 days: the year's consumption (brought to a
 * full year, and said so, when the file covers less), month by month, the share in the visitor's
 * off-peak hours, the highest half-hour power and how the consumption falls on Tempo's colours.
 * Pure functions of the parsed file; the page recomputes the off-peak share when the slots change.
 */

const DAY_MINUTES = 24 * 60
const YEAR_DAYS = 365
/** Tempo's off-peak hours are the same everywhere, 22 h to 6 h, and its day runs from 6 h to 6 h. */
const TEMPO_OFF_PEAK: readonly OffPeakSlot[] = DEFAULT_OFF_PEAK
const TEMPO_DAY_START = 6 * 60
/** The regulated calendar: 43 white and 22 red days in a 365-day Tempo year, blue the rest. */
const CALENDAR_SHARES = { blue: 300 / 365, white: 43 / 365, red: 22 / 365 }

export interface TempoUse {
  /** 'actual': every day of the period has its colour in the catalogue; 'calendar': the regulated split. */
  source: 'actual' | 'calendar'
  /** Share of the consumption on days of each colour, summing to 1. */
  colourShares: Record<TempoColour, number>
  /** Share of the consumption in Tempo's 22 h – 6 h off-peak hours, for each colour. */
  offPeakShares: Record<TempoColour, number>
  /** Days of each colour in the period (actual colours only). */
  dayCounts?: Record<TempoColour, number>
}

export interface MeterSummary {
  kind: MeterData['kind']
  /** First and last local day of the 365 days (or fewer) analysed. */
  firstDay: string
  lastDay: string
  /** Calendar days from firstDay to lastDay included. */
  windowDays: number
  /** Share of those days' minutes (or days) the file actually holds, 0 to 1. */
  coverage: number
  /** kWh the file holds for the window. */
  measuredKwh: number
  /** The window's consumption brought to 365 days of full data; equals measuredKwh for a complete year. */
  yearlyKwh: number
  extrapolated: boolean
  months: MonthBar[]
  /** Highest mean power over one interval, in watts, its interval's end and length; null for a daily file. */
  peak: { watts: number; end: number; minutes: number } | null
  tempo: TempoUse
  /**
   * The window's kWh by interval start on the day's clock and interval length (48 buckets for a
   * half-hour curve): enough to compute the share in any off-peak slots without the readings.
   */
  loadByStart: { startMinute: number; minutes: number; kwh: number }[]
  /**
   * The household's own shares for the market's other price structures, exactly from the window's
   * readings: week-end, busiest weekday, April to October, and (load curves only: a daily total has no
   * hours) each hour of the day. Null when the window holds no kWh.
   */
  periodShares: (Pick<PeriodShares, 'weekend' | 'chosenDay' | 'summer'> & { hourly?: number[] }) | null
  duplicates: number
  missing: number
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
const daysInMonth = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()

/** The readings of the last 365 local days of the file (all of them when it covers less). */
function windowOf(data: MeterData) {
  const readings: readonly { day: string }[] = data.kind === 'loadCurve' ? data.readings : data.days
  const first = readings[0]?.day
  const last = readings.at(-1)?.day
  if (first === undefined || last === undefined) throw new Error('a parsed file holds at least one reading')
  // biome-ignore lint/complexity/useMathMinMax: ISO dates compare as text; Math.max would make them NaN.
  const windowStart = first > addDays(last, -(YEAR_DAYS - 1)) ? first : addDays(last, -(YEAR_DAYS - 1))
  return { firstDay: windowStart, lastDay: last, windowDays: daysBetween(windowStart, last) + 1 }
}

function monthBars(byMonth: Map<string, { kwh: number; days: Set<string> }>): MonthBar[] {
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { kwh, days }]) => ({ month, kwh, days: days.size, daysInMonth: daysInMonth(month) }))
}

const zeroColours = (): Record<TempoColour, number> => ({ blue: 0, white: 0, red: 0 })

export function summarise(data: MeterData, tempoDays: ReadonlyMap<string, TempoColour>): MeterSummary {
  const { firstDay, lastDay, windowDays } = windowOf(data)
  const byMonth = new Map<string, { kwh: number; days: Set<string> }>()
  const addToMonth = (day: string, kwh: number) => {
    const month = day.slice(0, 7)
    const entry = byMonth.get(month) ?? { kwh: 0, days: new Set<string>() }
    entry.kwh += kwh
    entry.days.add(day)
    byMonth.set(month, entry)
  }
  const colourKwh = zeroColours()
  const colourOffPeakKwh = zeroColours()
  const colourDays = new Map<string, TempoColour>()
  let allColoured = true
  let measuredKwh = 0
  let coveredMinutes = 0
  let tempoOffPeakKwh = 0
  let peak: MeterSummary['peak'] = null
  const byStart = new Map<number, { startMinute: number; minutes: number; kwh: number }>()
  const local: LocalReading[] = []
  // The window's real length: a spring day has 23 hours and an autumn one 25, so a whole day of
  // half-hours is not always 48 of them. Paris offsets at both ends, read from the readings themselves.
  let windowMinutes = windowDays * DAY_MINUTES

  if (data.kind === 'loadCurve') {
    let firstOffset: number | undefined
    let lastOffset = 0
    for (const r of data.readings) {
      if (r.day < firstDay) continue
      lastOffset = parisOffsetMinutes(r)
      firstOffset ??= lastOffset
      measuredKwh += r.kwh
      coveredMinutes += r.minutes
      addToMonth(r.day, r.kwh)
      local.push({ day: r.day, hour: Math.floor(r.startMinute / 60), kwh: r.kwh })
      const bucketKey = r.startMinute * 10_000 + r.minutes
      const bucket = byStart.get(bucketKey)
      if (bucket) bucket.kwh += r.kwh
      else byStart.set(bucketKey, { startMinute: r.startMinute, minutes: r.minutes, kwh: r.kwh })
      if (!peak || r.watts > peak.watts) peak = { watts: r.watts, end: r.end, minutes: r.minutes }
      const offPeakKwh = (r.kwh * minutesInSlots(r.startMinute, r.minutes, TEMPO_OFF_PEAK)) / r.minutes
      tempoOffPeakKwh += offPeakKwh
      // Before 6 h, an interval belongs to the previous day's Tempo colour.
      const tempoDay = r.startMinute < TEMPO_DAY_START ? addDays(r.day, -1) : r.day
      const colour = tempoDays.get(tempoDay)
      if (!colour) allColoured = false
      else if (allColoured) {
        colourDays.set(tempoDay, colour)
        colourKwh[colour] += r.kwh
        colourOffPeakKwh[colour] += offPeakKwh
      }
    }
    windowMinutes += (firstOffset ?? 0) - lastOffset
  } else {
    for (const d of data.days) {
      if (d.day < firstDay) continue
      measuredKwh += d.kwh
      coveredMinutes += DAY_MINUTES
      addToMonth(d.day, d.kwh)
      // The hour is never read for a daily file: its hourly shares are left out below.
      local.push({ day: d.day, hour: 0, kwh: d.kwh })
      // A daily total cannot be split at 6 h: the calendar day stands for its Tempo day.
      const colour = tempoDays.get(d.day)
      if (!colour) allColoured = false
      else if (allColoured) {
        colourDays.set(d.day, colour)
        colourKwh[colour] += d.kwh
      }
    }
  }

  const coverage = Math.min(1, coveredMinutes / windowMinutes)
  const yearlyKwh = coverage > 0 ? (measuredKwh / coverage) * (YEAR_DAYS / windowDays) : 0
  // A daily file has no hours: its off-peak share is the slots' share of the day, the same every day.
  const tempoOffPeakShare =
    data.kind === 'loadCurve' ? (measuredKwh > 0 ? tempoOffPeakKwh / measuredKwh : 0) : offPeakShareOfDay(TEMPO_OFF_PEAK)

  let tempo: TempoUse
  if (allColoured && measuredKwh > 0) {
    const dayCounts = zeroColours()
    for (const colour of colourDays.values()) dayCounts[colour] += 1
    const share = (colour: TempoColour) => colourKwh[colour] / measuredKwh
    const offPeak = (colour: TempoColour) =>
      data.kind === 'loadCurve'
        ? colourKwh[colour] > 0
          ? colourOffPeakKwh[colour] / colourKwh[colour]
          : tempoOffPeakShare
        : tempoOffPeakShare
    tempo = {
      source: 'actual',
      colourShares: { blue: share('blue'), white: share('white'), red: share('red') },
      offPeakShares: { blue: offPeak('blue'), white: offPeak('white'), red: offPeak('red') },
      dayCounts,
    }
  } else {
    tempo = {
      source: 'calendar',
      colourShares: { ...CALENDAR_SHARES },
      offPeakShares: { blue: tempoOffPeakShare, white: tempoOffPeakShare, red: tempoOffPeakShare },
    }
  }

  return {
    kind: data.kind,
    firstDay,
    lastDay,
    windowDays,
    coverage,
    measuredKwh,
    yearlyKwh,
    extrapolated: windowDays < YEAR_DAYS || coverage < 1,
    months: monthBars(byMonth),
    peak,
    tempo,
    loadByStart: [...byStart.values()].sort((a, b) => a.startMinute - b.startMinute || a.minutes - b.minutes),
    periodShares: fileShares(data.kind, local),
    duplicates: data.duplicates,
    missing: data.missing,
  }
}

function fileShares(kind: MeterData['kind'], readings: readonly LocalReading[]): MeterSummary['periodShares'] {
  const days = periodSharesFromReadings(readings, [])
  if (!days) return null
  const hourly = kind === 'loadCurve' ? hourlySharesFromReadings(readings) : null
  return { weekend: days.weekend, chosenDay: days.chosenDay, summer: days.summer, ...(hourly ? { hourly } : {}) }
}

/** Minutes the wall clock of a reading is ahead of UTC (60 in winter, 120 in summer in France). */
function parisOffsetMinutes(r: IntervalReading): number {
  const localStart = Date.parse(`${r.day}T00:00:00Z`) / 60_000 + r.startMinute
  return Math.round(localStart - (r.end / 60_000 - r.minutes))
}

/** The slots' share of a day: what a daily file's off-peak share is taken to be. */
export function offPeakShareOfDay(slots: readonly OffPeakSlot[]): number {
  return slots.reduce((sum, slot) => sum + slotLength(slot), 0) / DAY_MINUTES
}

/**
 * Share of the window's consumption in the visitor's off-peak slots: each interval counts by the minutes
 * of it inside a slot (a half-hour cut by a slot's edge counts in part). A daily file cannot tell, so it
 * gets the slots' share of the day, and `assumed` says so.
 */
export function offPeakShare(
  summary: Pick<MeterSummary, 'kind' | 'loadByStart'>,
  slots: readonly OffPeakSlot[],
): { share: number; assumed: boolean } {
  if (summary.kind === 'daily') return { share: offPeakShareOfDay(slots), assumed: true }
  let all = 0
  let offPeak = 0
  for (const bucket of summary.loadByStart) {
    all += bucket.kwh
    offPeak += (bucket.kwh * minutesInSlots(bucket.startMinute, bucket.minutes, slots)) / bucket.minutes
  }
  return { share: all > 0 ? offPeak / all : 0, assumed: false }
}
