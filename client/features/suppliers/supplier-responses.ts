import { z } from '#contract/zod-mini'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { OffersAnswer } from '#contract/offers'
import { apiGet, type ResponseSchema } from '../../lib/api-client.ts'

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

const answers = { supplierList, supplier, cheapestOffers, tariffPlans, offers }
export type SupplierAnswerName = keyof typeof answers
type Answers = { [K in SupplierAnswerName]: z.output<(typeof answers)[K]> }

/**
 * GET a supplier answer and check it. With a `day`, the plain address is asked first (the shared one
 * pages and caches use, answered for the API's own day) and asked again with the day named only when its
 * answer is for another day.
 */
export async function readAnswer<K extends SupplierAnswerName>(path: string, name: K, day?: string): Promise<Answers[K]> {
  const schema = async () => answers[name] as unknown as ResponseSchema<Answers[K]>
  const answer = await apiGet(path, schema)
  return day === undefined || isOfDay(answer, day) ? answer : apiGet(`${path}?date=${day}`, schema)
}
