import type { Energy } from '#contract/offers'
import type { CalculatorProfile } from './profile.ts'

/**
 * A yearly cost as the page shows it: every part rounded to the cent first, and every sum made of the
 * rounded parts, so the figures on the page add up exactly (a total rounded from unrounded parts can be
 * a cent away from the sum beside it). Amounts are computed in whole cents and given back in euros.
 */
export type EnergyCost = {
  /** Consumption × kWh price, € per year. */
  consumption: number
  /**
   * The yearly subscription, €: 0 without any use of the energy (no contract, no subscription), null
   * when the regulated figure is not communicated (then it is left out of `annual`, and the page says so).
   */
  subscription: number | null
  /** `consumption` + `subscription` (when known), € per year. */
  annual: number
  /** `annual` / 12, to the cent. */
  monthly: number
}

export type TotalCost = {
  /** Electricity's `annual` + gas's `annual`. */
  annual: number
  monthly: number
  /** The energies whose subscription is not communicated, hence not in the total. */
  missingSubscriptions: Energy[]
}

export type CalculatorCosts = { electricity: EnergyCost; gas: EnergyCost; total: TotalCost }

/** The subscriptions of the profile's contract: € TTC per month for electricity, per year for gas; null when not communicated. */
export type Subscriptions = { electricityPerMonth: number | null; gasPerYear: number | null }

const toCents = (euros: number) => Math.round(euros * 100)
const toEuros = (cents: number) => cents / 100

/**
 * kWh × price in cents, rounded half up. Both are kept to a fixed number of decimals (whole kWh, four
 * for prices), so the product is computed on integers and rounds the way it is written, not the way
 * its binary approximation would (3 500 × 0,2001 is 700,35 €, not 700,34).
 */
function consumptionCents(kwh: number, pricePerKwh: number): number {
  const tenThousandths = Math.round(pricePerKwh * 10_000)
  return Math.round((Math.round(kwh) * tenThousandths) / 100)
}

function energyCost(kwh: number, pricePerKwh: number, subscriptionCents: number | null): EnergyCost & { cents: number } {
  const consumption = consumptionCents(kwh, pricePerKwh)
  const subscription = kwh > 0 ? subscriptionCents : 0
  const cents = consumption + (subscription ?? 0)
  return {
    consumption: toEuros(consumption),
    subscription: subscription === null ? null : toEuros(subscription),
    annual: toEuros(cents),
    monthly: toEuros(Math.round(cents / 12)),
    cents,
  }
}

/** The all-in yearly cost: consumption × price + the subscription, per energy and in total. */
export function computeCosts(
  profile: Pick<CalculatorProfile, 'electricityKwh' | 'electricityPrice' | 'gasKwh' | 'gasPrice'>,
  subscriptions: Subscriptions,
): CalculatorCosts {
  // The monthly subscription is what the grid states; the year is twelve of them, as a bill charges it.
  const electricitySubscription = subscriptions.electricityPerMonth === null ? null : 12 * toCents(subscriptions.electricityPerMonth)
  const gasSubscription = subscriptions.gasPerYear === null ? null : toCents(subscriptions.gasPerYear)
  const { cents: electricityCents, ...electricity } = energyCost(profile.electricityKwh, profile.electricityPrice, electricitySubscription)
  const { cents: gasCents, ...gas } = energyCost(profile.gasKwh, profile.gasPrice, gasSubscription)
  const totalCents = electricityCents + gasCents
  return {
    electricity,
    gas,
    total: {
      annual: toEuros(totalCents),
      monthly: toEuros(Math.round(totalCents / 12)),
      missingSubscriptions: [
        ...(electricity.subscription === null ? (['electricity'] as const) : []),
        ...(gas.subscription === null ? (['gas'] as const) : []),
      ],
    },
  }
}
