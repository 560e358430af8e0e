import type { CostProfile, CurrentContract, Household } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { isCurrentOffer } from '#contract/offer-dates'
import { offerStaleness, regulatedGridStart } from '#contract/offer-freshness'
import type { ShareAssumption } from '#contract/offer-shares'
import { OFFER_OPTIONS, type OfferOptionName, REGULATED_COUNTERPART } from '#contract/offer-structures'
import type { Energy, OfferView } from '#contract/offers'
import { offerPrices, regulatedTariff } from '#contract/offer-pricing'
import { ELECTRICITY_OPTIONS, type ElectricityOptionName } from '#contract/regulated-dates'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { tempoPeriodShares } from '../../lib/household/household.ts'
import { cents } from '#contract/cents'

/**
 * The ranking of every offer of the catalogue for one household, on the visitor's day: each offer's
 * all-in yearly cost (use × the price of each period + 12 × the subscription at the household's power),
 * cheapest first, with the saving against the regulated tariff of the offer's option and against the
 * household's current contract. Offers of the other options and price structures are ranked apart, under
 * the household's stated shares or the calendar's defaults (named on each offer that used one); an offer
 * whose prices are not confirmed as current (docs/decisions/0055) is listed apart with its check date,
 * never ranked; an offer that cannot be costed is kept, with its reason. Pure
 * and without zod: the comparison pages run it in the browser whenever the profile changes.
 */

/** Positive when the offer is cheaper than what it is compared with. */
export interface Saving {
  euros: number
  percent: number
}

export interface CostedOffer {
  offer: OfferView
  energyCost: number
  subscriptionCost: number
  total: number
  /** The regulated grid an indexed offer is priced from, for its row's date. */
  regulatedGridFrom?: string
  /** Set when its TTC was rebuilt from its price before tax for taxes newer than its grid: their first day. */
  taxesFrom?: string
  /** The calendar defaults the cost took in place of the household's own shares, each to be named on the row. */
  assumptions: ShareAssumption[]
  /** The household's own shares (from its meter file) the cost used, named on the row too. */
  ownShares: ShareAssumption[]
  /** The profile's off-peak share, when the offer's off-peak hours are the meter's own: named on the row. */
  profileOffPeakShare?: number
  vsRegulated: Saving | null
  vsCurrent: Saving | null
}

export interface UncostedOffer {
  offer: OfferView
  reason: string
}

/** An offer whose prices are not confirmed as current on the day: shown apart, with the date they were checked. */
export interface StaleOffer {
  offer: OfferView
  /** The newest day a source showed its prices as current. */
  checkedAt: string
  /** `old`: checked more than six months before; `regulatedGridReplaced`: indexed on a regulated grid since replaced. */
  reason: 'old' | 'regulatedGridReplaced'
}

/** What the household pays today, as far as the page can tell. */
export type CurrentCost = { contract: CurrentContract; offerName?: string } & ({ total: number } | { total: null; reason: string })

export interface OfferRanking {
  date: string
  /** The household's option (electricity), null for gas. */
  option: ElectricityOptionName | null
  /** The offers of the household's option (every gas offer), cheapest first. */
  ranked: CostedOffer[]
  /** Electricity: the offers of each other option or structure, cheapest first, under the profile's assumptions. */
  others: { option: OfferOptionName; ranked: CostedOffer[] }[]
  /** Every current offer that cannot be costed for this profile, in catalogue order. */
  uncosted: UncostedOffer[]
  /** Offers whose prices are not confirmed as current on `date` (« Prix non confirmés depuis plus de 6 mois »), oldest check first. */
  stale: StaleOffer[]
  /** The regulated reference of each option (electricity) or the prix repère (gas): yearly cost or null. */
  regulated: Partial<Record<ElectricityOptionName | 'gas', number | null>>
  current: CurrentCost
}

export function costProfile(household: Household, energy: Energy): CostProfile {
  return {
    consumptionKwh: energy === 'electricity' ? household.electricityKwh : household.gasKwh,
    kva: household.kva,
    offPeakShare: household.offPeakShare,
    tempoSplit: tempoPeriodShares(household),
    shares: household.periodShares,
  }
}

export function saving(reference: number | null, total: number): Saving | null {
  if (reference === null || reference <= 0) return null
  const euros = reference - total
  return { euros, percent: (euros / reference) * 100 }
}

export interface RankingInput {
  energy: Energy
  /** Current offers of the energy as the API sends them (possibly picked for an earlier day). */
  offers: readonly OfferView[]
  /** Every regulated grid known; the ones in force on `date` price the indexed offers. */
  grids: readonly RegulatedGrid[]
  date: string
  household: Household
  /** Gas: the prix repère's yearly cost for the household, null when not communicated. */
  gasReference: number | null
}

export function rankOffers({ energy, offers, grids, date, household, gasReference }: RankingInput): OfferRanking {
  const profile = costProfile(household, energy)
  const regulated: OfferRanking['regulated'] = {}
  if (energy === 'gas') regulated.gas = gasReference
  else
    for (const option of ELECTRICITY_OPTIONS) {
      const cost = yearlyCost(regulatedTariff(option), grids, date, profile)
      regulated[option] = cost.status === 'costed' ? cost.total : null
    }
  const current = currentCost(
    household.contract[energy],
    offers,
    grids,
    date,
    profile,
    energy === 'gas' ? gasReference : (regulated[household.option] ?? null),
  )

  const byOption = new Map<OfferOptionName | 'gas', CostedOffer[]>()
  const uncosted: UncostedOffer[] = []
  const stale: StaleOffer[] = []
  const regulatedFrom = regulatedGridStart(grids, date)
  for (const offer of offers) {
    // The API picked the offers for its own day; the visitor's may be later, and an offer that has
    // ended by then is gone.
    if (!isCurrentOffer(offer, date)) continue
    // Judged on the visitor's day too: prices confirmed when the API answered may have aged since. An
    // offer with no price at all keeps its reason below: there is no price to call unconfirmed.
    const freshness = offerStaleness(offer, date, regulatedFrom)
    if (freshness.stale && offerPrices(offer, grids, date).status === 'priced') {
      stale.push({ offer, checkedAt: freshness.checkedAt, reason: freshness.reason })
      continue
    }
    const cost = yearlyCost(offer, grids, date, profile)
    if (cost.status === 'notCosted') {
      uncosted.push({ offer, reason: cost.reason })
      continue
    }
    const group = energy === 'gas' ? 'gas' : (offer.option ?? 'base')
    // A market structure is measured against the Tarif Bleu a household on that meter setting would hold.
    const reference = regulated[group === 'gas' ? 'gas' : REGULATED_COUNTERPART[group]] ?? null
    const costed: CostedOffer = {
      offer,
      energyCost: cost.energy,
      subscriptionCost: cost.subscription,
      total: cost.total,
      ...(cost.regulatedGridFrom ? { regulatedGridFrom: cost.regulatedGridFrom } : {}),
      ...(cost.taxesFrom ? { taxesFrom: cost.taxesFrom } : {}),
      assumptions: cost.assumptions,
      ownShares: cost.ownShares,
      ...(cost.profileOffPeakShare !== undefined ? { profileOffPeakShare: cost.profileOffPeakShare } : {}),
      vsRegulated: saving(reference, cost.total),
      vsCurrent: current.total === null ? null : saving(current.total, cost.total),
    }
    byOption.set(group, [...(byOption.get(group) ?? []), costed])
  }
  // Array.prototype.sort is stable: equal costs keep the catalogue's order.
  const sorted = (group: OfferOptionName | 'gas') => [...(byOption.get(group) ?? [])].sort((a, b) => a.total - b.total)
  const option = energy === 'gas' ? null : household.option
  return {
    date,
    option,
    ranked: sorted(option ?? 'gas'),
    // The regulated options always show (even empty: the page says why); a market structure only when it has an offer.
    others:
      option === null
        ? []
        : OFFER_OPTIONS.filter((o) => o !== option && ((ELECTRICITY_OPTIONS as readonly string[]).includes(o) || byOption.has(o))).map(
            (o) => ({ option: o, ranked: sorted(o) }),
          ),
    uncosted,
    stale: stale.sort((a, b) => a.checkedAt.localeCompare(b.checkedAt)),
    regulated,
    current,
  }
}

function currentCost(
  contract: CurrentContract,
  offers: readonly OfferView[],
  grids: readonly RegulatedGrid[],
  date: string,
  profile: CostProfile,
  regulatedCost: number | null,
): CurrentCost {
  switch (contract.kind) {
    case 'regulated':
      return regulatedCost === null
        ? { contract, total: null, reason: 'le tarif réglementé de cette option n’est pas communiqué à cette puissance' }
        : { contract, total: regulatedCost }
    case 'typed':
      return { contract, total: cents(cents(profile.consumptionKwh * contract.pricePerKwh) + cents(12 * contract.subscriptionPerMonth)) }
    case 'offer': {
      const offer = offers.find((o) => o.id === contract.offerId)
      if (!offer || !isCurrentOffer(offer, date)) return { contract, total: null, reason: 'cette offre n’est plus au catalogue' }
      const cost = yearlyCost(offer, grids, date, profile)
      const offerName = `${offer.supplierName} – ${offer.name}`
      return cost.status === 'costed'
        ? { contract, offerName, total: cost.total }
        : { contract, offerName, total: null, reason: cost.reason }
    }
  }
}
