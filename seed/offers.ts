import type { Offer } from '#contract/offers'
import { isPastOffer } from '#contract/offer-dates'
import { monthsBefore } from '#contract/offer-freshness'
import type { Supplier, SupplierProfile } from '#contract/supplier'
import type { TariffPlan } from '#contract/tariff-plan'
import { isCurrentPlan } from './derive.ts'
import type { EditorialFile } from './schema.ts'

/** An offer's figures older than this many months on the seed day are worth checking again. */
export const OFFER_CHECK_MONTHS = 6

/**
 * What `npm run seed` tells ops without refusing the seed: offers past their end date (they have left
 * the lists), offers checked more than six months before the seed day, and a cheapest-offers entry left
 * out because its supplier has no priced Base offer at 6 kVA that day, and tariff plans past their end date.
 */
export function offerWarnings(input: {
  profiles: readonly SupplierProfile[]
  offers: readonly Offer[]
  derived: readonly Supplier[]
  editorial: EditorialFile
  tariffPlans: readonly TariffPlan[]
  date: string
}): string[] {
  const { offers, derived, editorial, date, profiles, tariffPlans } = input
  const warnings: string[] = []
  const oldest = monthsBefore(date, OFFER_CHECK_MONTHS)
  const expired = offers.filter((o) => isPastOffer(o, date))
  if (expired.length > 0) {
    warnings.push(
      `${expired.length} offer(s) past their end date, left out of the lists: ${expired.map((o) => `${o.id} (until ${o.validUntil})`).join(', ')}`,
    )
  }
  const pastPlans = tariffPlans.filter((p) => !isCurrentPlan(p, date))
  if (pastPlans.length > 0) {
    warnings.push(
      `${pastPlans.length} tariff plan(s) past their end date, left out: ${pastPlans.map((p) => `${p.id} ${p.name} (until ${p.validUntil})`).join(', ')}`,
    )
  }
  const old = offers.filter((o) => !isPastOffer(o, date) && o.pricesCheckedAt < oldest)
  if (old.length > 0) {
    warnings.push(
      `${old.length} offer(s) checked before ${oldest} (more than ${OFFER_CHECK_MONTHS} months ago): ${old.map((o) => `${o.id} (${o.pricesCheckedAt})`).join(', ')}`,
    )
  }
  const byId = new Map(derived.map((s) => [s.id, s]))
  for (const id of editorial.cheapestElectricityOfferIds) {
    const s = byId.get(id)
    if (!s || s.electricityPriceKwh === undefined || s.electricitySubscriptionPrice === undefined) {
      warnings.push(`cheapest-offers table: supplier ${id} has no priced Base offer at 6 kVA on ${date}, left out`)
    }
  }
  for (const p of profiles)
    if (!byId.has(p.id)) warnings.push(`supplier ${p.id} (${p.name}) has no current main offer on ${date}, left out of the lists`)
  return warnings
}
