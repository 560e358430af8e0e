import { NO_COMMITMENT } from '#contract/constants'
import type { Energy, Offer, OfferPrices } from '#contract/offers'
import { isCurrentOffer, offerPrices } from '#contract/offers'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { Supplier, SupplierProfile } from '#contract/supplier'
import type { TariffPlan } from '#contract/tariff-plan'

/**
 * The supplier fields of the API, derived from the offers current on `date` (docs/decisions/0033): a
 * supplier sells an energy when it has a current main offer for it; its card figures are that offer's
 * Base prices at 6 kVA (the reference household's meter power); a figure the offer has no price for is
 * left out, and the site says the detail is not available.
 */

/** The reference meter power of the supplier cards and the cheapest-offers table. */
export const CARD_KVA = 6

export function mainOffer(offers: readonly Offer[], supplierId: number, energy: Energy, date: string): Offer | undefined {
  return offers.find((o) => o.supplierId === supplierId && o.energy === energy && o.main && isCurrentOffer(o, date))
}

/** The card figures of a main offer: Base (or gas) price and subscription at 6 kVA, and the table by power. */
function cardFigures(offer: Offer | undefined, grids: readonly RegulatedGrid[], date: string) {
  if (!offer || (offer.energy === 'electricity' && offer.option !== 'base')) return {}
  const prices: OfferPrices = offerPrices(offer, grids, date)
  if (prices.status === 'unpriced') return {}
  // Gas grids carry one row: the price does not depend on a meter power.
  const row = offer.energy === 'gas' ? prices.rows[0] : prices.rows.find((r) => r.kva === CARD_KVA)
  return {
    priceKwh: row?.pricesPerKwh.base,
    subscription: row?.subscriptionPerMonth,
    table: prices.rows.length > 1 ? prices.rows.map((r) => ({ kva: r.kva, monthlyPrice: r.subscriptionPerMonth })) : undefined,
  }
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
  const e = cardFigures(electricity, grids, date)
  const g = cardFigures(gas, grids, date)
  const { specialOffer, longDescription, ...identity } = profile
  return {
    ...identity,
    ...(longDescription ? { longDescription } : {}),
    offerName: lead.name,
    hasElectricity: electricity !== undefined,
    hasGas: gas !== undefined,
    ...(e.priceKwh !== undefined ? { electricityPriceKwh: e.priceKwh } : {}),
    ...(g.priceKwh !== undefined ? { gasPriceKwh: g.priceKwh } : {}),
    ...(e.subscription !== undefined ? { electricitySubscriptionPrice: e.subscription } : {}),
    ...(g.subscription !== undefined ? { gasSubscriptionPrice: g.subscription } : {}),
    ...(e.table ? { subscriptionByKva: e.table } : {}),
    greenPercentage: lead.greenPercentage,
    priceType: lead.priceType,
    commitment: commitmentText(lead.commitmentMonths),
    commitmentMonths: lead.commitmentMonths,
    pricesCheckedAt: lead.pricesCheckedAt,
    // Every figure now comes from a dated source; an offer without one has no price at all.
    pricesAreEstimates: false,
    ...(specialOffer ? { specialOffer } : {}),
  }
}

/** A plan is current until the end of its last day; one without an end date stays. */
export function isCurrentPlan(plan: Pick<TariffPlan, 'validUntil'>, date: string): boolean {
  return plan.validUntil === undefined || date <= plan.validUntil
}
