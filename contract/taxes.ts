import TAX_TABLE_DATA from './tax-table.json' with { type: 'json' }

/**
 * The taxes inside a price, as dated data: each figure with the days it applies. The seed's
 * `taxes/taxes.csv` holds every row with its source; `npm run seed -- --import-taxes` writes the figures the
 * pricing uses to `tax-table.json` beside this file, so the comparison pages price in the browser
 * without a request and without the sources' text. Without zod, for the same first-load reason as
 * offer-pricing.ts. See docs/decisions/0078-taxes-as-dated-data.md.
 */

/** The figures the pricing reads, each per energy. */
export const TAX_KEYS = [
  /** € per MWh consumed. */
  'excisePerMwh',
  /** % of the network tariff's fixed part before tax (electricity) or of the distribution subscription (gas). */
  'ctaPercent',
  /** The network tariff's fixed part, € HT a year: management, metering, and per kVA subscribed. */
  'networkManagementPerYear',
  'networkMeteringPerYear',
  'networkPerKvaPerYear',
  /** VAT, %, on the subscription and the CTA, and on the energy and the excise. */
  'vatSubscriptionPercent',
  'vatEnergyPercent',
] as const
export type TaxKey = (typeof TAX_KEYS)[number]

export interface TaxPeriod {
  /** First day; null when it applies since before any data the site holds. */
  from: string | null
  /** Last day, inclusive; null while no end is known. */
  to: string | null
  value: number
}

export type TaxEnergy = 'electricity' | 'gas'
export type TaxTable = Record<TaxEnergy, Partial<Record<TaxKey, TaxPeriod[]>>>

/** The catalogue's taxes: the default every pricing function uses when a caller passes none. */
export const CATALOGUE_TAXES: TaxTable = TAX_TABLE_DATA as TaxTable

/** A figure of one day, with the first day it applies from (null: since before the data). */
export interface DatedRate {
  value: number
  from: string | null
}

export function taxOn(table: TaxTable, energy: TaxEnergy, key: TaxKey, date: string): DatedRate | undefined {
  const period = table[energy][key]?.find((p) => (p.from === null || p.from <= date) && (p.to === null || date <= p.to))
  return period ? { value: period.value, from: period.from } : undefined
}

/** Every figure of one day for one energy; a figure no row gives for that day is absent. */
export type DayTaxes = Partial<Record<TaxKey, DatedRate>>

export function taxesOn(table: TaxTable, energy: TaxEnergy, date: string): DayTaxes {
  const out: DayTaxes = {}
  for (const key of TAX_KEYS) {
    const rate = taxOn(table, energy, key, date)
    if (rate) out[key] = rate
  }
  return out
}

/** The CTA of one meter power, € a year: a rate on the network tariff's fixed part, which grows with the kVA. */
export function ctaPerYear(taxes: DayTaxes, kva: number): number | undefined {
  const { ctaPercent, networkManagementPerYear: management, networkMeteringPerYear: metering, networkPerKvaPerYear: perKva } = taxes
  if (!ctaPercent || !management || !metering || !perKva) return undefined
  return (ctaPercent.value / 100) * (management.value + metering.value + perKva.value * kva)
}

/** The TTC of a kWh from its price before tax: excise added, then VAT on both. */
export function kwhWithTaxes(ht: number, taxes: DayTaxes): number | undefined {
  const { excisePerMwh: excise, vatEnergyPercent: vat } = taxes
  if (!excise || !vat) return undefined
  return (ht + excise.value / 1000) * (1 + vat.value / 100)
}

/** A kWh's price before tax from its TTC, with the taxes of the day the TTC was set. */
export function kwhBeforeTaxes(ttc: number, taxes: DayTaxes): number | undefined {
  const { excisePerMwh: excise, vatEnergyPercent: vat } = taxes
  if (!excise || !vat) return undefined
  return ttc / (1 + vat.value / 100) - excise.value / 1000
}

/** A yearly subscription TTC from its price before tax: the CTA of the power added, then VAT on both. */
export function subscriptionWithTaxes(htPerYear: number, taxes: DayTaxes, kva: number): number | undefined {
  const cta = ctaPerYear(taxes, kva)
  const vat = taxes.vatSubscriptionPercent
  if (cta === undefined || !vat) return undefined
  return (htPerYear + cta) * (1 + vat.value / 100)
}

export function subscriptionBeforeTaxes(ttcPerYear: number, taxes: DayTaxes, kva: number): number | undefined {
  const cta = ctaPerYear(taxes, kva)
  const vat = taxes.vatSubscriptionPercent
  if (cta === undefined || !vat) return undefined
  return ttcPerYear / (1 + vat.value / 100) - cta
}

/** Whether two days carry the same figures: a price set on one is then the same TTC on the other. */
export function sameTaxes(a: DayTaxes, b: DayTaxes): boolean {
  return TAX_KEYS.every((key) => a[key]?.value === b[key]?.value)
}

/** The newest first day among a day's figures: the day the taxes last changed. */
export function taxesChangedOn(taxes: DayTaxes): string | null {
  let newest: string | null = null
  for (const key of TAX_KEYS) {
    const from = taxes[key]?.from ?? null
    if (from !== null && (newest === null || from > newest)) newest = from
  }
  return newest
}
