/**
 * What the site reads from a consumption file a household downloads from its Enedis customer area:
 * the shapes the parser produces and the analysis and the page consume. Everything here stays in the
 * visitor's browser; nothing derived from the file is sent anywhere.
 */

/** One metered interval of a load curve, on the French wall clock the file's timestamps carry. */
export interface IntervalReading {
  /** The interval's end as an instant (epoch milliseconds), as Enedis timestamps mark the end. */
  end: number
  /** Its length in minutes (30 for the usual load curve). */
  minutes: number
  /** The local calendar day (YYYY-MM-DD) and the minutes after local midnight of the interval's start. */
  day: string
  startMinute: number
  /** Mean power over the interval, in watts, and the energy it makes: watts × minutes / 60 / 1000. */
  watts: number
  kwh: number
}

/** One day of a daily-consumption export. */
export interface DailyReading {
  /** Local calendar day (YYYY-MM-DD). */
  day: string
  kwh: number
}

/** What the parser noticed and repaired, so the page can say it. */
export interface ParseNotes {
  /** Rows met a second time for the same instant (or day): the later one was dropped. */
  duplicates: number
  /** Intervals (or days) absent between the first and the last one. */
  missing: number
}

export type MeterData =
  | ({ kind: 'loadCurve'; readings: IntervalReading[] } & ParseNotes)
  | ({ kind: 'daily'; days: DailyReading[] } & ParseNotes)

export type ParseOutcome = { ok: true; data: MeterData } | { ok: false; message: string }

/** A visitor's off-peak slot, minutes after midnight; `to` ≤ `from` wraps past midnight (22 h – 6 h). */
export interface OffPeakSlot {
  from: number
  to: number
}

/** The regulated off-peak hours most households have, and Tempo's everywhere: 22 h to 6 h. */
export const DEFAULT_OFF_PEAK: readonly OffPeakSlot[] = [{ from: 22 * 60, to: 6 * 60 }]

export type TempoColour = 'blue' | 'white' | 'red'
