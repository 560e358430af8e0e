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

/** "15 mai 2025" from an ISO date (read as a calendar date, not shifted by the time zone). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}

/** "mai 2025". */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
}
