import type { Offer, OfferGrid, OfferPrices, OfferPricing, PricedRow } from './offers.ts'
import type { RegulatedGrid } from './regulated-tariffs.ts'
import { gridsInForce, type ElectricityOptionName } from './regulated-dates.ts'
import { cents } from './cents.ts'
import {
  CATALOGUE_TAXES,
  type DayTaxes,
  kwhBeforeTaxes,
  kwhWithTaxes,
  sameTaxes,
  subscriptionBeforeTaxes,
  subscriptionWithTaxes,
  type TaxTable,
  taxesChangedOn,
  taxesOn,
} from './taxes.ts'

/**
 * Pricing an offer on a day, without zod: the comparison pages price every offer in the browser for the
 * visitor's day, and their first-load JavaScript must not carry the schemas (their first-load budget).
 * contract/offers.ts re-exports these for the worker and the seed.
 */

/**
 * VAT on the parts a discount on the price before tax lowers. The kWh has carried 20 % throughout the
 * regulated data; the subscription carried 5,5 % until 31 July 2025 and 20 % from 1 August 2025.
 */
const KWH_VAT = 0.2
function subscriptionVat(date: string): number {
  return date < '2025-08-01' ? 0.055 : 0.2
}

/**
 * A calendar day as a French reader writes it (« 1er août 2026 », the first of the month as an ordinal,
 * which Intl does not write): the reasons below are shown on pages as they are.
 */
export const frenchDay = (isoDate: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' })
    .format(new Date(`${isoDate}T00:00:00Z`))
    .replace(/^1 /, '1er\u00a0')

// Six decimals: the regulator publishes kWh prices with up to five (0,19266 €), which must stay exact;
// the sixth only absorbs the floating-point noise of a discount.
const round6 = (n: number) => Math.round(n * 1_000_000) / 1_000_000

/**
 * A regulated-indexed offer's prices on `date`: the grid of its option in force that day, each price
 * before tax lowered by the discount, and the VAT on that difference taken off the price with taxes (the
 * other taxes are per kWh or per contract, not proportional to the price, so a discount does not touch
 * them). A power or a period the grid leaves empty stays out: nothing is guessed.
 */
function regulatedPrices(
  option: ElectricityOptionName,
  pricing: Extract<OfferPricing, { kind: 'regulatedDiscount' }>,
  grids: readonly RegulatedGrid[],
  date: string,
  taxes: TaxTable,
): OfferPrices {
  const found = gridsInForce(grids, date).find((g) => g.option === option)
  if (!found) return { status: 'unpriced', reason: `Aucune grille du tarif réglementé en vigueur le ${frenchDay(date)} pour cette option.` }
  const { grid, taxesFrom } = regulatedGridOnDay(found, date, taxes)
  const kwh = pricing.kwhDiscountPercent / 100
  const sub = pricing.subscriptionDiscountPercent / 100
  const rows: PricedRow[] = []
  for (const power of grid.powers) {
    const perYear = power.subscriptionPerYear
    if (perYear.ttc === null || (sub > 0 && perYear.ht === null)) continue
    const subscriptionPerYear = perYear.ttc - sub * (perYear.ht ?? 0) * (1 + subscriptionVat(date))
    const prices: Record<string, number> = {}
    let complete = true
    for (const [period, amount] of Object.entries(power.pricesPerKwh) as [string, { ttc: number | null; ht: number | null }][]) {
      if (amount.ttc === null || (kwh > 0 && amount.ht === null)) complete = false
      else prices[period] = round6(amount.ttc - kwh * (amount.ht ?? 0) * (1 + KWH_VAT))
    }
    if (complete) rows.push({ kva: power.kva, subscriptionPerMonth: cents(subscriptionPerYear / 12), pricesPerKwh: prices })
  }
  if (rows.length === 0)
    return {
      status: 'unpriced',
      reason: `La grille du tarif réglementé du ${frenchDay(grid.effectiveFrom)} ne donne aucun prix complet pour cette option.`,
    }
  return { status: 'priced', regulatedGridFrom: grid.effectiveFrom, ...(taxesFrom ? { taxesFrom } : {}), rows }
}

/** Whether a day's taxes take a TTC back to HT: a TTC set under taxes not all known cannot be rebuilt. */
const knowsEveryTax = (taxes: DayTaxes) => kwhBeforeTaxes(1, taxes) !== undefined && subscriptionBeforeTaxes(1, taxes, 6) !== undefined

/**
 * The regulated grid as it stands on `date`: as published while the taxes are those of its first day;
 * once a tax changes during its life, every TTC rebuilt from its HT (the published one, else the one its
 * TTC gives with the taxes of its first day) and the taxes of `date`, the HT being unchanged. A power
 * whose TTC cannot be rebuilt (a tax of either day unknown) stays as published, its grid's date shown
 * with its prices (docs/decisions/0080).
 */
function regulatedGridOnDay(grid: RegulatedGrid, date: string, table: TaxTable): { grid: RegulatedGrid; taxesFrom?: string } {
  const base = taxesOn(table, 'electricity', grid.effectiveFrom)
  const now = taxesOn(table, 'electricity', date)
  // A change is known only against a first day whose taxes are all known.
  if (sameTaxes(base, now) || !knowsEveryTax(base)) return { grid }
  const powers = []
  let changed = false
  for (const power of grid.powers) {
    const { kva } = power
    const yearHt =
      power.subscriptionPerYear.ht ??
      (power.subscriptionPerYear.ttc === null ? undefined : subscriptionBeforeTaxes(power.subscriptionPerYear.ttc, base, kva))
    const yearTtc = yearHt === undefined ? undefined : subscriptionWithTaxes(yearHt, now, kva)
    const prices: Record<string, { ttc: number | null; ht: number | null }> = {}
    let rebuilt = yearHt !== undefined && yearTtc !== undefined
    for (const [period, amount] of Object.entries(power.pricesPerKwh) as [string, { ttc: number | null; ht: number | null }][]) {
      const ht = amount.ht ?? (amount.ttc === null ? undefined : kwhBeforeTaxes(amount.ttc, base))
      const ttc = ht === undefined ? undefined : kwhWithTaxes(ht, now)
      if (amount.ttc !== null && ttc === undefined) rebuilt = false
      prices[period] = { ht: ht ?? null, ttc: ttc === undefined ? null : round6(ttc) }
    }
    if (!rebuilt || yearHt === undefined || yearTtc === undefined) {
      powers.push(power)
      continue
    }
    changed = true
    powers.push({ ...power, subscriptionPerYear: { ht: yearHt, ttc: cents(yearTtc) }, pricesPerKwh: prices })
  }
  const taxesFrom = changed ? taxesChangedOn(now) : null
  return { grid: { ...grid, powers } as RegulatedGrid, ...(taxesFrom ? { taxesFrom } : {}) }
}

/**
 * An offer grid's rows on `date`. A « prix HT fixe » grid (taxBasis `ht`) keeps its price before tax:
 * its TTC, read on the grid's first day, is taken back to HT with that day's taxes and rebuilt with the
 * taxes of `date`. Any other grid keeps the TTC as read (« prix TTC fixe », or a source that does not say),
 * and so does a `ht` grid whose TTC cannot be taken back to HT (a tax of either day unknown).
 */
function gridRowsOnDay(
  grid: OfferGrid,
  energy: PricedOffer['energy'],
  date: string,
  table: TaxTable,
): { rows: OfferGrid['rows']; taxesFrom?: string } {
  if (grid.taxBasis !== 'ht') return { rows: grid.rows }
  const base = taxesOn(table, energy, grid.validFrom)
  const now = taxesOn(table, energy, date)
  if (sameTaxes(base, now) || !knowsEveryTax(base)) return { rows: grid.rows }
  const rows = []
  for (const row of grid.rows) {
    const yearHt = subscriptionBeforeTaxes(12 * row.subscriptionPerMonth, base, row.kva)
    const yearTtc = yearHt === undefined ? undefined : subscriptionWithTaxes(yearHt, now, row.kva)
    if (yearTtc === undefined) return { rows: grid.rows }
    const prices: Record<string, number> = {}
    for (const [period, ttc] of Object.entries(row.pricesPerKwh)) {
      const ht = kwhBeforeTaxes(ttc, base)
      const rebuilt = ht === undefined ? undefined : kwhWithTaxes(ht, now)
      if (rebuilt === undefined) return { rows: grid.rows }
      prices[period] = round6(rebuilt)
    }
    rows.push({ kva: row.kva, subscriptionPerMonth: cents(yearTtc / 12), pricesPerKwh: prices })
  }
  const taxesFrom = taxesChangedOn(now)
  return { rows, ...(taxesFrom ? { taxesFrom } : {}) }
}

/** What pricing reads of an offer: a page may price the regulated tariff itself, as a 0 % discount. */
export type PricedOffer = Pick<Offer, 'energy' | 'option' | 'pricing'>

/** The regulated tariff of an option, priced like any offer indexed on it: a 0 % discount. */
export function regulatedTariff(option: ElectricityOptionName): PricedOffer {
  return { energy: 'electricity', option, pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 } }
}

/**
 * The version of an offer's own grid in force on `date` (validFrom ≤ date ≤ validUntil), or undefined:
 * before its first version, or after the last one ended.
 */
export function gridInForce<G extends Pick<OfferGrid, 'validFrom' | 'validUntil'>>(grids: readonly G[], date: string): G | undefined {
  return grids.find((g) => g.validFrom <= date && (g.validUntil === null || date <= g.validUntil))
}

/**
 * An offer's prices on `date`, every power it has a price for, with the taxes of that day from `taxes`
 * (the catalogue's unless a caller passes its own).
 */
export function offerPrices(
  offer: PricedOffer,
  grids: readonly RegulatedGrid[],
  date: string,
  taxes: TaxTable = CATALOGUE_TAXES,
): OfferPrices {
  const { pricing } = offer
  switch (pricing.kind) {
    case 'fixedGrid':
      return { status: 'priced', rows: pricing.rows }
    case 'datedGrids': {
      const grid = gridInForce(pricing.grids, date)
      if (!grid) return { status: 'unpriced', reason: `Aucune grille de l’offre en vigueur le ${frenchDay(date)}.` }
      // An hourly market price has no kWh figure to give: the rule is all the source states.
      if (offer.option === 'spot')
        return {
          status: 'unpriced',
          reason: `Prix horaire indexé sur le marché de gros${grid.rule ? ` (${grid.rule})` : ''} : aucun coût annuel ne peut être calculé honnêtement sans les prix de chaque heure.`,
        }
      const onDay = gridRowsOnDay(grid, offer.energy, date, taxes)
      return {
        status: 'priced',
        gridFrom: grid.validFrom,
        ...(grid.hours ? { hours: grid.hours } : {}),
        ...(grid.rule ? { rule: grid.rule } : {}),
        ...(onDay.taxesFrom ? { taxesFrom: onDay.taxesFrom } : {}),
        rows: onDay.rows,
      }
    }
    case 'regulatedDiscount': {
      const option = offer.option ?? 'base'
      // The schema allows a discount on the regulated tariff's own options only.
      if (option !== 'base' && option !== 'hphc' && option !== 'tempo')
        return { status: 'unpriced', reason: 'Le tarif réglementé n’a pas cette option.' }
      return regulatedPrices(option, pricing, grids, date, taxes)
    }
    case 'unpriced':
      return { status: 'unpriced', reason: pricing.reason }
  }
}

/** The same prices for one meter power; a priced offer without that power becomes unpriced, with why. */
export function offerPricesAt(prices: OfferPrices, kva: number): OfferPrices {
  if (prices.status === 'unpriced') return prices
  const rows = prices.rows.filter((row) => row.kva === kva)
  if (rows.length === 0) return { status: 'unpriced', reason: `Prix non relevé pour ${kva}\u00a0kVA.` }
  return { ...prices, rows }
}
