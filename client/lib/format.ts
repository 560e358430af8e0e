/** French formatting through Intl: decimal comma, narrow no-break spaces, euro sign after the amount. */

const numberFormats = new Map<string, Intl.NumberFormat>()

/**
 * The fr-FR number format with these options, built on first use and kept: building one costs far more
 * than formatting with it, and building them all when the module loads delayed the first render.
 */
export function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options)
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', options)
    numberFormats.set(key, format)
  }
  return format
}

export function formatEuros(value: number, decimals = 2): string {
  return numberFormat({
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value)
}

export function formatNumber(value: number, decimals = 0): string {
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
}

let longDate: Intl.DateTimeFormat | undefined
let monthYear: Intl.DateTimeFormat | undefined

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
  longDate ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
  return longDate.format(calendarDate(isoDate)).replace(/^1 /, '1er\u00a0')
}

/** "mai 2025", from "2025-05-15" or "2025-05". */
export function formatMonthYear(isoDate: string): string {
  monthYear ??= new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' })
  return monthYear.format(calendarDate(isoDate))
}

/**
 * « à » before a French noun phrase, with the article contracted as French requires: « à le Tarif Bleu »
 * is written « au Tarif Bleu », « à les offres » « aux offres »; « à la », « à l’ » stay as they are.
 */
export function withPrepositionA(phrase: string): string {
  if (phrase.startsWith('le ')) return `au ${phrase.slice(3)}`
  if (phrase.startsWith('les ')) return `aux ${phrase.slice(4)}`
  return `à ${phrase}`
}
