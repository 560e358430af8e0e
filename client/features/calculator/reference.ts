import type { HouseholdKva } from '#contract/household'
import { baseAt, defaultPrices, gasCostReference, type GasCostReference, type RegulatedReference } from '../../lib/regulated-reference.ts'
import type { Subscriptions } from './costs.ts'
import type { ReferencePrices } from './defaults.ts'
import type { CalculatorProfile } from './profile.ts'

/** The regulated Base subscription at one meter power, in the grid in force on the visitor's day. */
export type ElectricitySubscription = {
  kva: HouseholdKva
  /** First day of the grid in force, null when no Base grid is in force. */
  since: string | null
  /** € TTC per month, null when that grid does not give it (« non communiqué »). */
  perMonth: number | null
}

/** The heating prix repère's yearly subscription, of the same month as the calculator's default gas price. */
export type GasSubscription = { month: string; perYear: number } | null

/** Everything the calculator quotes from the regulated data. */
export type CalculatorReference = {
  prices: ReferencePrices
  /** The Base grid in force: its first day and its monthly subscription at every power it gives. */
  baseGrid: { since: string; perMonth: (kva: HouseholdKva) => number | null } | null
  gasSubscription: GasSubscription
  /** A newer prix repère kWh price whose subscription is not communicated, shown as information only. */
  newerGasPrice: GasCostReference['newerPrice']
}

/**
 * The calculator's regulated figures for a day. Electricity: the newest Base kWh price known (the
 * visitor may type their own) and the subscription of the grid in force, at the visitor's power, so a
 * grid not in force yet never bills them. Gas: the kWh price and the yearly subscription of one prix
 * repère month, the newest that gives both, never one month's price with another month's subscription;
 * without such a month, the newest price alone and no subscription.
 */
export function calculatorReference(reference: RegulatedReference): CalculatorReference {
  const newest = defaultPrices(reference)
  const gasCost = gasCostReference(reference)
  const base = reference.base
  return {
    prices: {
      electricity: newest.electricity,
      gas: gasCost ? { pricePerKwh: gasCost.pricePerKwh, month: gasCost.month } : newest.gas,
    },
    baseGrid: base ? { since: base.effectiveFrom, perMonth: (kva) => baseAt(reference, kva)?.monthly ?? null } : null,
    gasSubscription: gasCost ? { month: gasCost.month, perYear: gasCost.subscriptionPerYear } : null,
    newerGasPrice: gasCost?.newerPrice ?? null,
  }
}

export function electricitySubscription(reference: CalculatorReference, kva: HouseholdKva): ElectricitySubscription {
  return { kva, since: reference.baseGrid?.since ?? null, perMonth: reference.baseGrid?.perMonth(kva) ?? null }
}

/**
 * The subscriptions a profile's cost uses: the visitor's own when typed (per month, as on a bill; a year
 * is twelve of them), else the regulated ones.
 */
export function profileSubscriptions(
  profile: Pick<CalculatorProfile, 'kva' | 'electricitySubscription' | 'gasSubscription'>,
  reference: CalculatorReference,
): Subscriptions {
  return {
    electricityPerMonth: profile.electricitySubscription ?? electricitySubscription(reference, profile.kva).perMonth,
    gasPerYear:
      profile.gasSubscription === null
        ? (reference.gasSubscription?.perYear ?? null)
        : (12 * Math.round(profile.gasSubscription * 100)) / 100,
  }
}
