import { z } from '#contract/zod-mini'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { OffersAnswer } from '#contract/offers'

// Loaded on demand by api.ts, with the data it checks.
export const supplierList = z.array(SupplierSummary)
export const supplier = Supplier
export const cheapestOffers = z.array(CheapestOfferRow)
export const tariffPlans = z.array(TariffPlan)
export const offers = OffersAnswer

/**
 * Whether a supplier answer is for `day` (its `asOf`, the first item's for a list): an empty list is
 * for any day. Here rather than in api.ts, to keep it out of every page's first load.
 */
export function isOfDay(answer: unknown, day: string): boolean {
  const asOf = ([answer].flat()[0] as { asOf?: string } | undefined)?.asOf
  return !asOf || asOf === day
}
