import type { CostProfile } from './household.ts'
import type { Energy, Offer } from './offers.ts'
import { yearlyCost } from './offer-cost.ts'
import { isCurrentOffer } from './offer-dates.ts'
import { checkedAtOn, offerStaleness, regulatedGridStart } from './offer-freshness.ts'
import { frenchDay, offerPrices, offerPricesAt } from './offer-pricing.ts'
import type { RegulatedGrid } from './regulated-tariffs.ts'

/**
 * A supplier's headline figures for one energy on one day: the one rule behind every price the site shows
 * outside the ranking (cards, the supplier page's « Détails de l'offre », the cheapest-offers table,
 * /api/suppliers). The headline is the supplier's cheapest offer for the profile among those whose prices
 * are confirmed as current that day (decision 55); its kWh price, subscription and yearly cost are that one
 * offer's, so a card never mixes two offers. Without such an offer, the newest-checked priced offer is
 * given marked stale, to be shown inside « Prix non confirmés depuis le … »; without any priced offer, the
 * reason. Pure and without zod: the comparison pages run it in the browser for the profile in the address.
 */

/** The profile of a headline when the page has none: Base, 6 kVA, the household defaults' yearly use. */
export const HEADLINE_PROFILE = {
  option: 'base',
  kva: 6,
  electricityKwh: 3500,
  gasKwh: 8200,
  offPeakShare: 1 / 3,
} as const

export type HeadlineProfile = { option: string; cost: CostProfile }

export function defaultHeadlineProfile(energy: Energy): HeadlineProfile {
  const { option, kva, electricityKwh, gasKwh, offPeakShare } = HEADLINE_PROFILE
  return { option, cost: { kva, offPeakShare, consumptionKwh: energy === 'electricity' ? electricityKwh : gasKwh } }
}

export type SupplierHeadline =
  | {
      status: 'priced'
      offerId: string
      offerName: string
      /** € TTC per kWh: the one period's price, or for a structure with several, the profile's average (energy cost ÷ kWh). */
      priceKwh: number
      /** True when priceKwh is the profile's average over several periods. */
      averaged: boolean
      /** € TTC per month at the profile's meter power. */
      subscriptionPerMonth: number
      /** € TTC per year for the profile (yearlyCost's total). */
      yearlyCost: number
      /** The check date of the prices used (the grid version in force that day). */
      pricesCheckedAt: string
      /** Not confirmed as current that day: shown only inside a « Prix non confirmés » mark. */
      stale: boolean
    }
  | { status: 'missing'; reason: string }

type HeadlineOffer = Pick<
  Offer,
  'id' | 'supplierId' | 'name' | 'energy' | 'option' | 'main' | 'pricing' | 'validFrom' | 'validUntil' | 'pricesCheckedAt'
>

const round6 = (n: number) => Math.round(n * 1_000_000) / 1_000_000

type Candidate = Extract<SupplierHeadline, { status: 'priced' }>

function priced(
  offer: HeadlineOffer,
  grids: readonly RegulatedGrid[],
  day: string,
  profile: HeadlineProfile,
  regulatedFrom: string | null,
) {
  const cost = yearlyCost(offer, grids, day, profile.cost)
  if (cost.status !== 'costed') return { ok: false as const, reason: cost.reason }
  const all = offerPrices(offer, grids, day)
  const prices = offer.energy === 'gas' ? all : offerPricesAt(all, profile.cost.kva)
  const row = prices.status === 'priced' ? prices.rows[0] : undefined
  if (!row) return { ok: false as const, reason: prices.status === 'unpriced' ? prices.reason : 'Aucun prix.' }
  const periods = Object.keys(cost.usage)
  const single = periods.length === 1 ? row.pricesPerKwh[periods[0] as string] : undefined
  const kwh = profile.cost.consumptionKwh
  const priceKwh = single ?? (kwh > 0 ? round6(cost.energy / kwh) : undefined)
  if (priceKwh === undefined) return { ok: false as const, reason: 'Consommation nulle : aucun prix moyen du kWh.' }
  const headline: Candidate = {
    status: 'priced',
    offerId: offer.id,
    offerName: offer.name,
    priceKwh,
    averaged: single === undefined,
    subscriptionPerMonth: row.subscriptionPerMonth,
    yearlyCost: cost.total,
    pricesCheckedAt: checkedAtOn(offer, day),
    stale: offerStaleness(offer, day, regulatedFrom).stale,
  }
  return { ok: true as const, headline }
}

/**
 * The headline of `supplierId` for `energy` on `day`: its cheapest current, non-stale offer of the
 * profile's option (any gas offer); else its newest-checked priced one, stale; else why there is none.
 */
export function supplierHeadline(
  offers: readonly HeadlineOffer[],
  grids: readonly RegulatedGrid[],
  supplierId: number,
  energy: Energy,
  day: string,
  profile: HeadlineProfile = defaultHeadlineProfile(energy),
): SupplierHeadline {
  const regulatedFrom = regulatedGridStart(grids, day)
  const candidates = offers.filter(
    (o) =>
      o.supplierId === supplierId &&
      o.energy === energy &&
      isCurrentOffer(o, day) &&
      (energy === 'gas' || (o.option ?? 'base') === profile.option),
  )
  const fresh: Candidate[] = []
  const stale: Candidate[] = []
  const reasons: string[] = []
  // The main offer's reason first: it is the one the supplier is known by.
  for (const offer of [...candidates].sort((a, b) => Number(b.main) - Number(a.main))) {
    const result = priced(offer, grids, day, profile, regulatedFrom)
    if (!result.ok) reasons.push(result.reason)
    else (result.headline.stale ? stale : fresh).push(result.headline)
  }
  const cheapest = fresh.sort((a, b) => a.yearlyCost - b.yearlyCost || a.offerId.localeCompare(b.offerId))[0]
  if (cheapest) return cheapest
  const newest = stale.sort((a, b) => b.pricesCheckedAt.localeCompare(a.pricesCheckedAt) || a.yearlyCost - b.yearlyCost)[0]
  if (newest) return newest
  if (reasons[0]) return { status: 'missing', reason: reasons[0] }
  // A main offer that has ended is the true reason a supplier known by it shows no price any more.
  const ended = offers
    .filter((o) => o.supplierId === supplierId && o.energy === energy && o.main && o.validUntil !== null && o.validUntil < day)
    .sort((a, b) => (b.validUntil ?? '').localeCompare(a.validUntil ?? ''))[0]
  if (ended?.validUntil)
    return { status: 'missing', reason: `L’offre «\u00a0${ended.name}\u00a0» a pris fin le ${frenchDay(ended.validUntil)}.` }
  return {
    status: 'missing',
    reason:
      energy === 'gas'
        ? 'Aucune offre de gaz en cours au catalogue.'
        : `Aucune offre ${optionLabel(profile.option)} en cours au catalogue.`,
  }
}

function optionLabel(option: string): string {
  return option === 'base' ? 'Base' : option === 'hphc' ? 'Heures Pleines / Heures Creuses' : option === 'tempo' ? 'Tempo' : `« ${option} »`
}

/** The supplier fields a headline fills in an API answer (contract/supplier.ts). */
type PricedFields = {
  offerName: string
  pricesCheckedAt: string
  hasElectricity: boolean
  hasGas: boolean
  electricityPriceKwh?: number | undefined
  electricitySubscriptionPrice?: number | undefined
  gasPriceKwh?: number | undefined
  gasSubscriptionPrice?: number | undefined
  electricityUnpricedReason?: string | undefined
  gasUnpricedReason?: string | undefined
  subscriptionByKva?: unknown
  asOf?: string | undefined
  offerId?: string | undefined
  stale?: boolean | undefined
  headlines?: { electricity?: SupplierHeadline; gas?: SupplierHeadline } | undefined
}

/**
 * A supplier as the API gives it on `day`: its price fields are its headlines', never the figures the
 * seed derived on its own day. A field with no headline price is left out, with the headline's reason.
 */
export function withHeadlines<S extends PricedFields & { id: number }>(
  supplier: S,
  offers: readonly HeadlineOffer[],
  grids: readonly RegulatedGrid[],
  day: string,
): S {
  const {
    electricityPriceKwh: _ep,
    electricitySubscriptionPrice: _es,
    gasPriceKwh: _gp,
    gasSubscriptionPrice: _gs,
    electricityUnpricedReason: _er,
    gasUnpricedReason: _gr,
    subscriptionByKva: _t,
    ...rest
  } = supplier
  const electricity = supplier.hasElectricity ? supplierHeadline(offers, grids, supplier.id, 'electricity', day) : undefined
  const gas = supplier.hasGas ? supplierHeadline(offers, grids, supplier.id, 'gas', day) : undefined
  const lead = [electricity, gas].find((h) => h?.status === 'priced') as Candidate | undefined
  return {
    ...rest,
    ...(lead ? { offerName: lead.offerName, pricesCheckedAt: lead.pricesCheckedAt, offerId: lead.offerId, stale: lead.stale } : {}),
    ...(electricity?.status === 'priced'
      ? { electricityPriceKwh: electricity.priceKwh, electricitySubscriptionPrice: electricity.subscriptionPerMonth }
      : electricity
        ? { electricityUnpricedReason: electricity.reason }
        : {}),
    ...(gas?.status === 'priced'
      ? { gasPriceKwh: gas.priceKwh, gasSubscriptionPrice: gas.subscriptionPerMonth }
      : gas
        ? { gasUnpricedReason: gas.reason }
        : {}),
    asOf: day,
    headlines: { ...(electricity ? { electricity } : {}), ...(gas ? { gas } : {}) },
  } as S
}
