import { NO_COMMITMENT } from '#contract/constants'
import type { Energy, Offer, OfferPrices } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { offerPrices } from '#contract/offer-pricing'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import type { Supplier, SupplierOffer, SupplierProfile } from '#contract/supplier'
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

/**
 * The card figures of a main offer: Base (or gas) price and subscription at 6 kVA, and the table by power;
 * without a price, the reason the card shows instead.
 */
interface CardFigures {
  priceKwh?: number | undefined
  subscription?: number | undefined
  table?: { kva: number; monthlyPrice: number }[] | undefined
  unpricedReason?: string
}

function cardFigures(offer: Offer | undefined, grids: readonly RegulatedGrid[], date: string): CardFigures {
  if (!offer) return {}
  if (offer.energy === 'electricity' && offer.option !== 'base') return { unpricedReason: 'L’offre principale n’a pas d’option Base.' }
  const prices: OfferPrices = offerPrices(offer, grids, date)
  if (prices.status === 'unpriced') return { unpricedReason: prices.reason }
  // Gas grids carry one row: the price does not depend on a meter power.
  const row = offer.energy === 'gas' ? prices.rows[0] : prices.rows.find((r) => r.kva === CARD_KVA)
  return {
    ...(row ? {} : { unpricedReason: `Prix non relevé pour ${CARD_KVA}\u00a0kVA.` }),
    priceKwh: row?.pricesPerKwh.base,
    subscription: row?.subscriptionPerMonth,
    table: prices.rows.length > 1 ? prices.rows.map((r) => ({ kva: r.kva, monthlyPrice: r.subscriptionPerMonth })) : undefined,
  }
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
  const e = cardFigures(electricity, grids, date)
  const g = cardFigures(gas, grids, date)
  const { specialOffer, longDescription, ...identity } = profile
  const currentUntil = lastCurrentDay([electricity, gas].filter((o) => o !== undefined))
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
    ...(e.unpricedReason ? { electricityUnpricedReason: e.unpricedReason } : {}),
    ...(g.unpricedReason ? { gasUnpricedReason: g.unpricedReason } : {}),
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
}

/** A plan is current until the end of its last day; one without an end date stays. */
export function isCurrentPlan(plan: Pick<TariffPlan, 'validUntil'>, date: string): boolean {
  return plan.validUntil === undefined || date <= plan.validUntil
}
