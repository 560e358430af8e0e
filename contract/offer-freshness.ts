import type { OfferGrid, OfferPricing } from './offers.ts'
import { gridInForce } from './offer-pricing.ts'

/**
 * Whether an offer's prices can be shown as today's, without zod: the ranking runs it in the browser for
 * the visitor's day. An offer is stale on a day when its prices were last confirmed more than
 * STALE_AFTER_MONTHS months before it, or when it is indexed on the regulated tariff and its grid is
 * older than the regulated grid in force (its prices belong to a tariff that no longer applies). A stale
 * offer is listed apart with its date, never ranked with current offers nor counted in a savings claim
 * (docs/decisions/0055-freshness-rule.md).
 */
export const STALE_AFTER_MONTHS = 6

/** The day `months` calendar months before `date` (YYYY-MM-DD), clamped to the month's last day. */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const total = y * 12 + (m - 1) - months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`
}

/** What the rule reads of an offer. */
export type FreshnessInput = { pricesCheckedAt: string; pricing: OfferPricing }

/** The check date that counts on `day`: that of the grid version in force then, else the offer's own. */
export function checkedAtOn(offer: FreshnessInput, day: string): string {
  if (offer.pricing.kind !== 'datedGrids') return offer.pricesCheckedAt
  return gridInForce(offer.pricing.grids, day)?.checkedAt ?? offer.pricesCheckedAt
}

function regulatedIndexedGrid(offer: FreshnessInput, day: string): Pick<OfferGrid, 'validFrom'> | undefined {
  if (offer.pricing.kind !== 'datedGrids') return undefined
  const grid = gridInForce(offer.pricing.grids, day)
  return grid?.priceType === 'regulated' ? grid : undefined
}

export type Staleness = { stale: false } | { stale: true; reason: 'old' | 'regulatedGridReplaced'; checkedAt: string }

/**
 * Why an offer is stale on `day`, if it is. `regulatedGridInForce` is the first day of the regulated grid
 * in force that day (null when none is known): an offer whose own grid is indexed on the regulated tariff
 * and starts before it was priced on a grid since replaced.
 */
export function offerStaleness(offer: FreshnessInput, day: string, regulatedGridInForce: string | null): Staleness {
  const checkedAt = checkedAtOn(offer, day)
  if (checkedAt < monthsBefore(day, STALE_AFTER_MONTHS)) return { stale: true, reason: 'old', checkedAt }
  const indexed = regulatedIndexedGrid(offer, day)
  if (indexed && regulatedGridInForce !== null && indexed.validFrom < regulatedGridInForce)
    return { stale: true, reason: 'regulatedGridReplaced', checkedAt }
  return { stale: false }
}

/** Whether an offer is stale on `day` (see offerStaleness). */
export function isStaleOffer(offer: FreshnessInput, day: string, regulatedGridInForce: string | null): boolean {
  return offerStaleness(offer, day, regulatedGridInForce).stale
}

/** The first day of the newest regulated grid in force on `day`, whatever the option (they change together). */
export function regulatedGridStart(grids: readonly { effectiveFrom: string; effectiveTo: string | null }[], day: string): string | null {
  let newest: string | null = null
  for (const g of grids)
    if (g.effectiveFrom <= day && (g.effectiveTo === null || day < g.effectiveTo) && (newest === null || g.effectiveFrom > newest))
      newest = g.effectiveFrom
  return newest
}
