import type { PriceType } from '#contract/common'
import type { SupplierSummary } from '#contract/supplier'

/** The three tables of the market-offers page and the catalogue price types each one lists. */
export const MARKET_TABLES = {
  fixed: ['fixed'],
  variable: ['indexed', 'variable'],
  dynamic: ['dynamic'],
} as const satisfies Record<string, readonly PriceType[]>

export type MarketTable = keyof typeof MARKET_TABLES

export type MarketOfferRow = {
  supplierId: number
  supplier: string
  offer: string
  priceType: PriceType
  /** € TTC per month, Base 6 kVA; undefined when the catalogue has none. */
  monthlySubscription: number | undefined
  /** € TTC per kWh, Base. */
  pricePerKwh: number | undefined
  pricesCheckedAt: string
}

/**
 * The rows of one table: the catalogue's electricity offers of its price types, cheapest kWh first
 * (then by name, so the order is stable). `subscriptionOf` is the catalogue's own rule for a missing
 * subscription, passed in by the page.
 */
export function marketOfferRows(
  suppliers: readonly SupplierSummary[],
  table: MarketTable,
  subscriptionOf: (supplier: SupplierSummary) => number | undefined,
): MarketOfferRow[] {
  const types: readonly PriceType[] = MARKET_TABLES[table]
  return suppliers
    .filter((s) => s.hasElectricity && types.includes(s.priceType))
    .map((s) => ({
      supplierId: s.id,
      supplier: s.name,
      offer: s.offerName,
      priceType: s.priceType,
      monthlySubscription: subscriptionOf(s),
      pricePerKwh: s.electricityPriceKwh,
      pricesCheckedAt: s.pricesCheckedAt,
    }))
    .sort(
      (a, b) =>
        (a.pricePerKwh ?? Number.POSITIVE_INFINITY) - (b.pricePerKwh ?? Number.POSITIVE_INFINITY) ||
        a.supplier.localeCompare(b.supplier, 'fr'),
    )
}

/** The distinct dates the rows' prices were read, oldest first. */
export function checkedDates(rows: readonly MarketOfferRow[]): string[] {
  return [...new Set(rows.map((row) => row.pricesCheckedAt))].sort()
}
