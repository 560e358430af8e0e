/** French formatting through Intl: decimal comma, narrow no-break spaces, euro sign after the amount. */

const euroFormatters = new Map<number, Intl.NumberFormat>()

export function formatEuros(value: number, decimals = 2): string {
  let formatter = euroFormatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    })
    euroFormatters.set(decimals, formatter)
  }
  return formatter.format(value)
}

export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('fr-FR', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
}

const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** Reads "2025-05-15" (or "2025-05", the first of that month) as a calendar date in UTC. */
function calendarDate(isoDate: string): Date {
  const day = isoDate.slice(0, 10)
  return new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`)
}

/**
 * "15 mai 2025" from an ISO date (a calendar date, not shifted by the time zone); French writes the
 * first of the month as an ordinal, "1er février 2025", which Intl does not.
 */
export function formatLongDate(isoDate: string): string {
  return longDate.format(calendarDate(isoDate)).replace(/^1 /, '1er\u00a0')
}

/** "mai 2025", from "2025-05-15" or "2025-05". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(calendarDate(isoDate))
}
