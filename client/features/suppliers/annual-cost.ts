import type { SupplierSummary } from '#contract/supplier'
import { gasReferencePrice, regulatedElectricity } from '../../content/regulated-tariffs.ts'
import { monthlySubscription } from './display.ts'

export type Energy = 'electricity' | 'gas'

/** Annual cost of an offer: consumption × price per kWh + 12 × the monthly subscription. */
export function annualCost(pricePerKwh: number, monthly: number, consumptionKwh: number): number {
  return consumptionKwh * pricePerKwh + 12 * monthly
}

/** The regulated reference for the same profile: Tarif Bleu Base (6 kVA) or the gas prix repère. */
export function referenceAnnualCost(energy: Energy, consumptionKwh: number): number {
  return energy === 'electricity'
    ? annualCost(regulatedElectricity.basePricePerKwh, regulatedElectricity.baseSubscriptionByKva[6], consumptionKwh)
    : consumptionKwh * gasReferencePrice.pricePerKwh + gasReferencePrice.subscriptionPerYear
}

export interface RankedOffer {
  supplier: SupplierSummary
  annualCost: number
  /** Positive when cheaper than the regulated reference. */
  savingEuros: number
  savingPercent: number
}

/**
 * Every offer of the energy that has a price and a subscription, cheapest first; ties keep the
 * catalogue's order. The others cannot be ranked and are returned apart, so none is hidden.
 */
export function rankByAnnualCost(
  suppliers: readonly SupplierSummary[],
  energy: Energy,
  consumptionKwh: number,
): { ranked: RankedOffer[]; unranked: SupplierSummary[] } {
  const reference = referenceAnnualCost(energy, consumptionKwh)
  const ranked: RankedOffer[] = []
  const unranked: SupplierSummary[] = []
  for (const supplier of suppliers) {
    const price = energy === 'electricity' ? supplier.electricityPriceKwh : supplier.gasPriceKwh
    const monthly = monthlySubscription(supplier, energy)
    if (price === undefined || monthly === undefined) {
      unranked.push(supplier)
      continue
    }
    const cost = annualCost(price, monthly, consumptionKwh)
    ranked.push({
      supplier,
      annualCost: cost,
      savingEuros: reference - cost,
      savingPercent: reference === 0 ? 0 : ((reference - cost) / reference) * 100,
    })
  }
  ranked.sort((a, b) => a.annualCost - b.annualCost)
  return { ranked, unranked }
}
