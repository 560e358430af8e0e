// Reading the dates and timestamps of an Enedis export, and writing days back as ISO dates.

/** A date or timestamp as written: ISO (`T`, a space, `Z` or an offset) or French `DD/MM/YYYY`. */
interface When {
  /** Days since 1970-01-01 of the date as written. */
  dayNumber: number
  /** Wall-clock minutes after midnight as written; undefined for a date alone. */
  minute: number | undefined
  second: number
  /** Offset from UTC in minutes; undefined when the timestamp has none. */
  offset: number | undefined
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i
const FRENCH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/
const DAY_MS = 86_400_000

export function readWhen(text: string): When | undefined {
  let year: number, month: number, day: number
  let hour: string | undefined, minute: string | undefined, second: string | undefined, zone: string | undefined
  const iso = ISO.exec(text)
  if (iso) {
    year = Number(iso[1])
    month = Number(iso[2])
    day = Number(iso[3])
    ;[hour, minute, second, zone] = [iso[4], iso[5], iso[6], iso[7]]
  } else {
    const fr = FRENCH.exec(text)
    if (!fr) return undefined
    day = Number(fr[1])
    month = Number(fr[2])
    year = Number(fr[3])
    ;[hour, minute, second] = [fr[4], fr[5], fr[6]]
  }
  // Two-digit years would be read as 19xx by Date.UTC; no Linky file predates the meter anyway.
  if (year < 1000 || month < 1 || month > 12 || day < 1) return undefined
  const dayNumber = Date.UTC(year, month - 1, day) / DAY_MS
  if (new Date(dayNumber * DAY_MS).getUTCDate() !== day) return undefined
  if (hour === undefined) return { dayNumber, minute: undefined, second: 0, offset: undefined }
  const h = Number(hour)
  const m = Number(minute)
  const s = second === undefined ? 0 : Number(second)
  if (h > 23 || m > 59 || s > 59) return undefined
  let offset: number | undefined
  if (zone !== undefined) {
    if (zone === 'Z' || zone === 'z') offset = 0
    else {
      const oh = Number(zone.slice(1, 3))
      const om = zone.length > 3 ? Number(zone.slice(-2)) : 0
      if (oh > 14 || om > 59) return undefined
      offset = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om)
    }
  }
  return { dayNumber, minute: h * 60 + m, second: s, offset }
}

/** Caches the last day formatted: consecutive readings share their day 48 times out of 48. */
export function dayFormatter() {
  let lastNumber = Number.NaN
  let lastText = ''
  return (dayNumber: number) => {
    if (dayNumber !== lastNumber) {
      lastNumber = dayNumber
      lastText = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10)
    }
    return lastText
  }
}
