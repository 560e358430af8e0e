import { NO_COMMITMENT } from '#contract/constants'
import type { Energy, Offer } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { offerPrices } from '#contract/offer-pricing'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { Supplier, SupplierOffer, SupplierProfile } from '#contract/supplier'
import { withHeadlines } from '#contract/supplier-headline'
import type { TariffPlan } from '#contract/tariff-plan'

/**
 * The supplier fields of the API, derived from the offers current on `date` (docs/decisions/0033): a
 * supplier sells an energy when it has a current main offer for it. Its price fields are its headlines
 * for that day (contract/supplier-headline.ts, decision 73), the rule the API prices every other day
 * with, so the stored record and the API's answer for the seed day never differ.
 */

/** The reference meter power of the supplier cards and the cheapest-offers table. */
export const CARD_KVA = 6

export function mainOffer(offers: readonly Offer[], supplierId: number, energy: Energy, date: string): Offer | undefined {
  return offers.find((o) => o.supplierId === supplierId && o.energy === energy && o.main && isCurrentOffer(o, date))
}

/** Every offer of a supplier for its detail page, past ones included: the page judges them by the visitor's day. */
function supplierOffers(offers: readonly Offer[], supplierId: number, grids: readonly RegulatedGrid[], date: string): SupplierOffer[] {
  return offers
    .filter((o) => o.supplierId === supplierId)
    .map((o) => {
      const prices = offerPrices(o, grids, date)
      return {
        id: o.id,
        name: o.name,
        energy: o.energy,
        main: o.main,
        ...(o.option ? { option: o.option } : {}),
        validFrom: o.validFrom,
        validUntil: o.validUntil,
        pricesCheckedAt: o.pricesCheckedAt,
        ...(prices.status === 'unpriced' ? { unpricedReason: prices.reason } : {}),
      }
    })
}

/** The last day every current main offer still applies, when all of them have an end date. */
function lastCurrentDay(mains: readonly Offer[]): string | undefined {
  const ends = mains.map((o) => o.validUntil)
  if (ends.length === 0 || ends.some((end) => end === null)) return undefined
  return (ends as string[]).sort().at(-1)
}

/** A main offer's card figure: load.ts refuses a main offer that leaves one unstated, so null here is a bug. */
function stated<T>(value: T | null, offerId: string): T {
  if (value === null) throw new Error(`main offer ${offerId} has an unstated card figure`)
  return value
}

export function commitmentText(months: number): string {
  return months === 0 ? NO_COMMITMENT : `Engagement ${months} mois`
}

export function deriveSupplier(
  profile: SupplierProfile,
  offers: readonly Offer[],
  grids: readonly RegulatedGrid[],
  date: string,
): Supplier | null {
  const electricity = mainOffer(offers, profile.id, 'electricity', date)
  const gas = mainOffer(offers, profile.id, 'gas', date)
  const lead = electricity ?? gas
  // Nothing current to show: the supplier leaves the lists until it has a current offer again.
  if (!lead) return null
  const { specialOffer, longDescription, ...identity } = profile
  const currentUntil = lastCurrentDay([electricity, gas].filter((o) => o !== undefined))
  const supplier: Supplier = {
    ...identity,
    ...(longDescription ? { longDescription } : {}),
    offerName: lead.name,
    hasElectricity: electricity !== undefined,
    hasGas: gas !== undefined,
    greenPercentage: stated(lead.greenPercentage, lead.id),
    priceType: stated(lead.priceType, lead.id),
    commitment: commitmentText(stated(lead.commitmentMonths, lead.id)),
    commitmentMonths: stated(lead.commitmentMonths, lead.id),
    pricesCheckedAt: lead.pricesCheckedAt,
    // Every figure now comes from a dated source; an offer without one has no price at all.
    pricesAreEstimates: false,
    ...(specialOffer ? { specialOffer } : {}),
    ...(currentUntil ? { currentUntil } : {}),
    offers: { asOf: date, items: supplierOffers(offers, profile.id, grids, date) },
  }
  // The day, headlines, offer id and staleness belong to the API's answer for an asked day: the worker
  // adds them, from these same offers.
  const { asOf: _day, headlines: _headlines, offerId: _offer, stale: _stale, ...priced } = withHeadlines(supplier, offers, grids, date)
  return priced
}

/** A plan is current until the end of its last day; one without an end date stays. */
export function isCurrentPlan(plan: Pick<TariffPlan, 'validUntil'>, date: string): boolean {
  return plan.validUntil === undefined || date <= plan.validUntil
}
