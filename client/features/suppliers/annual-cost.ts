import type { SupplierSummary } from '#contract/supplier'
import { baseAt, gasCostReference, rowAt, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { monthlySubscription } from './display.ts'
import { DEFAULT_KVA, type Energy, type RankingKva } from './ranking-profile.ts'

// The profile's values live apart, for the pages' search-parameter parsing in every page's first load;
// re-exported for the ranking's other users.
export { CONSUMPTION, DEFAULT_KVA, isRankingKva, KVA_OPTIONS, type Energy, type RankingKva } from './ranking-profile.ts'

/** Annual cost of an offer: consumption × price per kWh + 12 × the monthly subscription. */
export function annualCost(pricePerKwh: number, monthly: number, consumptionKwh: number): number {
  return consumptionKwh * pricePerKwh + 12 * monthly
}

/**
 * The regulated reference for the same profile: Tarif Bleu Base at the same meter power (its price and
 * subscription), or the gas prix repère (heating) with its yearly subscription, both of the newest month
 * that publishes both (`gasCostReference`). Null when the electricity grid in force does not communicate
 * a figure it needs: the page says so rather than borrow another grid's.
 */
export function referenceAnnualCost(
  energy: Energy,
  consumptionKwh: number,
  reference: RegulatedReference,
  kva: RankingKva = DEFAULT_KVA,
): number | null {
  if (energy === 'electricity') {
    const base = baseAt(reference, kva)
    if (base?.pricePerKwh == null || base.monthly == null) return null
    return annualCost(base.pricePerKwh, base.monthly, consumptionKwh)
  }
  const gas = gasCostReference(reference)
  if (!gas) return null
  return consumptionKwh * gas.pricePerKwh + gas.subscriptionPerYear
}

/**
 * The monthly subscription of an offer for a meter power: the supplier's own table when it has that
 * power; its published (6 kVA) figure at 6 kVA; otherwise that figure scaled by the ratio between the
 * two powers in the regulated Base subscription (`subscriptionRatio`), flagged as estimated. Gas has no
 * meter power.
 */
export function subscriptionFor(
  supplier: SupplierSummary,
  energy: Energy,
  reference: RegulatedReference,
  kva: RankingKva = DEFAULT_KVA,
): { monthly: number; estimated: boolean } | undefined {
  if (energy === 'electricity') {
    const own = supplier.subscriptionByKva?.find((row) => row.kva === kva)
    if (own) return { monthly: own.monthlyPrice, estimated: false }
  }
  const published = monthlySubscription(supplier, energy)
  if (published === undefined) return undefined
  if (energy === 'gas' || kva === DEFAULT_KVA) return { monthly: published, estimated: false }
  const ratio = subscriptionRatio(reference, kva)
  if (ratio === null) return undefined
  return { monthly: published * ratio, estimated: true }
}

/**
 * How much dearer the regulated subscription is at `kva` than at 6 kVA, from the newest Base grid known
 * by the day that gives both (the grid in force when it does). Only the shape of the scale is
 * borrowed, to estimate a supplier's own subscription, flagged as estimated; the reference cost
 * itself never takes a figure from a grid that is no longer in force (docs/decisions/0027).
 */
export function subscriptionRatio(reference: RegulatedReference, kva: RankingKva): number | null {
  for (const grid of reference.pastGrids) {
    if (grid.option !== 'base') continue
    const target = rowAt(grid, kva)?.subscriptionPerMonthTtc
    const atDefault = rowAt(grid, DEFAULT_KVA)?.subscriptionPerMonthTtc
    if (target != null && atDefault != null) return target / atDefault
  }
  return null
}

export interface RankedOffer {
  supplier: SupplierSummary
  annualCost: number
  /** Positive when cheaper than the regulated reference; null when the reference is not known. */
  savingEuros: number | null
  savingPercent: number | null
  /** True when the subscription was scaled from the 6 kVA figure rather than read from the supplier. */
  subscriptionEstimated: boolean
}

export interface Ranking {
  reference: number | null
  ranked: RankedOffer[]
  unranked: SupplierSummary[]
}

/**
 * Every offer of the energy that has a price and a subscription, cheapest first; ties keep the
 * catalogue's order. The others cannot be costed and are returned apart, so none is hidden.
 */
export function rankByAnnualCost(
  suppliers: readonly SupplierSummary[],
  energy: Energy,
  consumptionKwh: number,
  regulated: RegulatedReference,
  kva: RankingKva = DEFAULT_KVA,
): Ranking {
  const reference = referenceAnnualCost(energy, consumptionKwh, regulated, kva)
  const ranked: RankedOffer[] = []
  const unranked: SupplierSummary[] = []
  for (const supplier of suppliers) {
    const price = energy === 'electricity' ? supplier.electricityPriceKwh : supplier.gasPriceKwh
    const subscription = subscriptionFor(supplier, energy, regulated, kva)
    if (price === undefined || subscription === undefined) {
      unranked.push(supplier)
      continue
    }
    const cost = annualCost(price, subscription.monthly, consumptionKwh)
    ranked.push({
      supplier,
      annualCost: cost,
      savingEuros: reference === null ? null : reference - cost,
      savingPercent: reference === null ? null : reference === 0 ? 0 : ((reference - cost) / reference) * 100,
      subscriptionEstimated: subscription.estimated,
    })
  }
  ranked.sort((a, b) => a.annualCost - b.annualCost)
  return { reference, ranked, unranked }
}
