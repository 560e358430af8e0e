import type { CostProfile, CurrentContract, Household } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { isCurrentOffer } from '#contract/offer-dates'
import type { Energy, OfferView } from '#contract/offers'
import type { PricedOffer } from '#contract/offer-pricing'
import { ELECTRICITY_OPTIONS, type ElectricityOptionName } from '#contract/regulated-dates'
import type { RegulatedGrid } from '#contract/regulated-tariffs'
import { tempoPeriodShares } from '../../lib/household.ts'

/**
 * The ranking of every offer of the catalogue for one household, on the visitor's day: each offer's
 * all-in yearly cost (use × the price of each period + 12 × the subscription at the household's power),
 * cheapest first, with the saving against the regulated tariff of the offer's option and against the
 * household's current contract. Offers of the other options are ranked apart, under the household's
 * stated off-peak and Tempo assumptions; an offer that cannot be costed is kept, with its reason. Pure
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
  vsRegulated: Saving | null
  vsCurrent: Saving | null
}

export interface UncostedOffer {
  offer: OfferView
  reason: string
}

/** What the household pays today, as far as the page can tell. */
export type CurrentCost = { contract: CurrentContract; offerName?: string } & ({ total: number } | { total: null; reason: string })

export interface OfferRanking {
  date: string
  /** The household's option (electricity), null for gas. */
  option: ElectricityOptionName | null
  /** The offers of the household's option (every gas offer), cheapest first. */
  ranked: CostedOffer[]
  /** Electricity: the offers of each other option, cheapest first, under the profile's assumptions. */
  others: { option: ElectricityOptionName; ranked: CostedOffer[] }[]
  /** Every current offer that cannot be costed for this profile, in catalogue order. */
  uncosted: UncostedOffer[]
  /** The regulated reference of each option (electricity) or the prix repère (gas): yearly cost or null. */
  regulated: Partial<Record<ElectricityOptionName | 'gas', number | null>>
  current: CurrentCost
}

/** The regulated tariff of an option, priced like any offer indexed on it: a 0 % discount. */
export function regulatedTariff(option: ElectricityOptionName): PricedOffer {
  return { energy: 'electricity', option, pricing: { kind: 'regulatedDiscount', kwhDiscountPercent: 0, subscriptionDiscountPercent: 0 } }
}

export function costProfile(household: Household, energy: Energy): CostProfile {
  return {
    consumptionKwh: energy === 'electricity' ? household.electricityKwh : household.gasKwh,
    kva: household.kva,
    offPeakShare: household.offPeakShare,
    tempoSplit: tempoPeriodShares(household),
  }
}

export function saving(reference: number | null, total: number): Saving | null {
  if (reference === null || reference <= 0) return null
  const euros = reference - total
  return { euros, percent: (euros / reference) * 100 }
}

const cents = (n: number) => Math.round(n * 100) / 100

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

  const byOption = new Map<ElectricityOptionName | 'gas', CostedOffer[]>()
  const uncosted: UncostedOffer[] = []
  for (const offer of offers) {
    // The API picked the offers for its own day; the visitor's may be later, and an offer that has
    // ended by then is gone.
    if (!isCurrentOffer(offer, date)) continue
    const cost = yearlyCost(offer, grids, date, profile)
    if (cost.status === 'notCosted') {
      uncosted.push({ offer, reason: cost.reason })
      continue
    }
    const group = energy === 'gas' ? 'gas' : (offer.option ?? 'base')
    const reference = regulated[group] ?? null
    const costed: CostedOffer = {
      offer,
      energyCost: cost.energy,
      subscriptionCost: cost.subscription,
      total: cost.total,
      ...(cost.regulatedGridFrom ? { regulatedGridFrom: cost.regulatedGridFrom } : {}),
      vsRegulated: saving(reference, cost.total),
      vsCurrent: current.total === null ? null : saving(current.total, cost.total),
    }
    byOption.set(group, [...(byOption.get(group) ?? []), costed])
  }
  // Array.prototype.sort is stable: equal costs keep the catalogue's order.
  const sorted = (group: ElectricityOptionName | 'gas') => [...(byOption.get(group) ?? [])].sort((a, b) => a.total - b.total)
  const option = energy === 'gas' ? null : household.option
  return {
    date,
    option,
    ranked: sorted(option ?? 'gas'),
    others: option === null ? [] : ELECTRICITY_OPTIONS.filter((o) => o !== option).map((o) => ({ option: o, ranked: sorted(o) })),
    uncosted,
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
