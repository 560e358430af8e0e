/**
 * Midnight in France as an instant with its offset, the way RTE bounds a Tempo day. Apart from
 * ./tempo-dates.ts, which pages load: the time-zone formatter built here is worker and tool code only.
 */

const parisClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** Minutes Paris is ahead of UTC at `instant` (60 in winter, 120 in summer), from the time zone database. */
function parisOffsetMinutes(instant: number): number {
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((part) => [part.type, part.value]))
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  )
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000)
}

/**
 * Midnight of `date` in France, as RTE writes the bounds of a Tempo day: `2026-11-26T00:00:00+01:00`.
 * A Tempo day runs from one such midnight to the next, so the day of a clock change lasts 23 or 25 hours
 * and its two bounds carry different offsets. Midnight is never inside the change (made at 2 or 3 am).
 */
export function parisMidnight(date: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`)
  // Midnight in Paris comes one or two hours before midnight UTC; the offset an hour earlier settles which.
  let offset = parisOffsetMinutes(utcMidnight - 60 * 60_000)
  offset = parisOffsetMinutes(utcMidnight - offset * 60_000)
  const hours = String(Math.floor(offset / 60)).padStart(2, '0')
  const minutes = String(offset % 60).padStart(2, '0')
  return `${date}T00:00:00+${hours}:${minutes}`
}
