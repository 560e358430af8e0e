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

// By number of decimals: the two formats every figure goes through, found without building an options
// object and its key per call (a comparison page formats some thousands of figures as it starts).
const euroFormats: Intl.NumberFormat[] = []
const plainFormats: Intl.NumberFormat[] = []

export function formatEuros(value: number, decimals = 2): string {
  euroFormats[decimals] ??= numberFormat({
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return euroFormats[decimals].format(value)
}

export function formatNumber(value: number, decimals = 0): string {
  plainFormats[decimals] ??= numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  return plainFormats[decimals].format(value)
}

let longDate: Intl.DateTimeFormat | undefined
/**
 * Each date written once: a comparison page writes the same few dates (when each offer's prices were
 * checked, the grid's and the taxes' dates) some hundreds of times per render, and formatting one through
 * Intl took 100–140 ms of a slowed phone's load of `/electricite`. The catalogue holds a few dozen dates.
 */
const longDates = new Map<string, string>()
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
  let text = longDates.get(isoDate)
  if (text === undefined) {
    longDate ??= new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
    text = longDate.format(calendarDate(isoDate)).replace(/^1 /, '1er\u00a0')
    longDates.set(isoDate, text)
  }
  return text
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

/**
 * Prices and amounts as every page shows them. A figure the data does not give reads « non communiqué »,
 * on every page alike (decision 0092): the visitor reads that the source gives no figure, in French,
 * where « N/A » said nothing to most of them and « NaN » or a guess would mislead.
 */
export const NOT_COMMUNICATED = 'non communiqué'

/** Only a finite number is a figure: null, undefined, NaN or a string read as missing. */
function isFigure(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}

const regulatedKwh = () => numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 5 })

/** A regulated price per kWh in a table (the unit is in the column header), as the regulator writes it: four decimals at least, five when the source gives five. */
export function kwhCell(value: unknown): string {
  return isFigure(value) ? regulatedKwh().format(value) : NOT_COMMUNICATED
}

/** A regulated price per kWh in a sentence: « 0,1952 €/kWh ». */
export function formatKwh(value: unknown): string {
  return isFigure(value) ? `${kwhCell(value)}\u00a0€/kWh` : NOT_COMMUNICATED
}

/** A catalogue offer's price per kWh in a table (the unit is in the column header), to four decimals: « 0,1234 ». */
export function offerKwhCell(value: unknown): string {
  return isFigure(value) ? formatNumber(value, 4) : NOT_COMMUNICATED
}

/** A monthly or yearly amount in a table (the unit is in the column header), to the cent: « 13,72 ». */
export function amountCell(value: unknown): string {
  return isFigure(value) ? formatNumber(value, 2) : NOT_COMMUNICATED
}

/** A supplier's price per kWh in cents, to two decimals: « 16,06 c€/kWh ». */
export function formatCentsPerKwh(pricePerKwh: unknown): string {
  return isFigure(pricePerKwh) ? `${formatNumber(pricePerKwh * 100, 2)}\u00a0c€/kWh` : NOT_COMMUNICATED
}

/** A plan's price per kWh in euros, to four decimals: « 0,1606 €/kWh ». */
export function formatEurosPerKwh(pricePerKwh: unknown): string {
  return isFigure(pricePerKwh) ? `${formatNumber(pricePerKwh, 4)}\u00a0€/kWh` : NOT_COMMUNICATED
}

/** An amount in euros, to the cent: « 15,57 € ». */
export function formatAmount(value: unknown): string {
  return isFigure(value) ? `${formatNumber(value, 2)}\u00a0€` : NOT_COMMUNICATED
}
