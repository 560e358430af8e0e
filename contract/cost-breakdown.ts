import type { CostProfile } from './household.ts'
import { yearlyCost } from './offer-cost.ts'
import { OFFER_OPTION_PERIODS } from './offer-structures.ts'
import type { PricedOffer } from './offer-pricing.ts'
import type { RegulatedGrid } from './regulated-tariffs.ts'
import { CATALOGUE_TAXES, ctaPerYear, type DatedRate, type TaxTable, taxesOn } from './taxes.ts'

/**
 * A yearly cost the way the bill reads it: the subscription and each period's energy before tax, the
 * CTA, the excise, the VAT, and the total, which is the ranked cost itself. Each line carries its rate
 * and the first day that rate applies. The taxes are those of the asked day; the parts before tax are
 * what remains of the offer's TTC once they are taken out (for an offer whose grid gives its TTC only,
 * that is the price before tax it implies that day). The VAT is what the total leaves once the other
 * lines, each rounded to the cent, are counted: the lines then add up to the total to the cent.
 */

export type BreakdownLine =
  | { kind: 'subscription'; amount: number; kva: number; from: string | null }
  | { kind: 'energy'; period: string; amount: number; kwh: number; pricePerKwh: number; from: string | null }
  | { kind: 'cta'; amount: number; percent: number; networkFixedPerYear: number; from: string | null }
  | { kind: 'excise'; amount: number; perMwh: number; kwh: number; from: string | null }
  | {
      kind: 'vat'
      amount: number
      /** % on the subscription and CTA, and on the energy and excise; the same figure when one rate applies. */
      subscriptionPercent: number
      energyPercent: number
      from: string | null
    }

export type CostBreakdown =
  | { status: 'detailed'; date: string; lines: BreakdownLine[]; total: number }
  | { status: 'unavailable'; reason: string }

import { cents } from './cents.ts'

const newest = (...rates: (DatedRate | undefined)[]) =>
  rates.reduce<string | null>((day, rate) => (rate?.from && (day === null || rate.from > day) ? rate.from : day), null)

/**
 * The periods in the order a bill lists them (off-peak before peak, blue before white before red), whatever
 * order the household's shares came in: two pages detailing one cost show the same lines in the same order.
 */
function billOrder(offer: PricedOffer, usage: Record<string, number>): [string, number][] {
  const periods: readonly string[] = OFFER_OPTION_PERIODS[offer.option ?? 'base'] ?? []
  const rank = (period: string) => (periods.includes(period) ? periods.indexOf(period) : periods.length)
  return Object.entries(usage).sort(([a], [b]) => rank(a) - rank(b))
}

export function costBreakdown(
  offer: PricedOffer,
  grids: readonly RegulatedGrid[],
  date: string,
  profile: CostProfile,
  table: TaxTable = CATALOGUE_TAXES,
): CostBreakdown {
  const cost = yearlyCost(offer, grids, date, profile, table)
  if (cost.status !== 'costed') return { status: 'unavailable', reason: cost.reason }
  const taxes = taxesOn(table, offer.energy, date)
  const kva = offer.energy === 'gas' ? null : profile.kva
  const cta = kva === null ? undefined : ctaPerYear(taxes, kva)
  const { excisePerMwh: excise, vatEnergyPercent: vatEnergy, vatSubscriptionPercent: vatSubscription } = taxes
  if (cta === undefined || !excise || !vatEnergy || !vatSubscription || kva === null)
    return {
      status: 'unavailable',
      reason:
        offer.energy === 'gas'
          ? 'le détail des taxes du gaz n’est pas encore calculé (contribution sur l’abonnement de distribution non connue pour tous les niveaux)'
          : 'une taxe en vigueur ce jour-là n’est pas connue',
    }
  const priceFrom = cost.regulatedGridFrom ?? cost.gridFrom ?? null
  const lines: BreakdownLine[] = []
  const subscription = cents(cost.subscription / (1 + vatSubscription.value / 100) - cta)
  lines.push({ kind: 'subscription', amount: subscription, kva, from: priceFrom })
  let kwh = 0
  for (const [period, used] of billOrder(offer, cost.usage)) {
    const ttc = cost.pricesPerKwh[period] as number
    const ht = ttc / (1 + vatEnergy.value / 100) - excise.value / 1000
    kwh += used
    lines.push({ kind: 'energy', period, amount: cents(used * ht), kwh: used, pricePerKwh: ht, from: priceFrom })
  }
  const ctaLine = cents(cta)
  const network =
    (taxes.networkManagementPerYear?.value ?? 0) +
    (taxes.networkMeteringPerYear?.value ?? 0) +
    (taxes.networkPerKvaPerYear?.value ?? 0) * kva
  lines.push({
    kind: 'cta',
    amount: ctaLine,
    percent: taxes.ctaPercent?.value ?? 0,
    networkFixedPerYear: network,
    from: newest(taxes.ctaPercent, taxes.networkManagementPerYear, taxes.networkMeteringPerYear, taxes.networkPerKvaPerYear),
  })
  lines.push({ kind: 'excise', amount: cents((kwh * excise.value) / 1000), perMwh: excise.value, kwh, from: excise.from })
  const beforeVat = lines.reduce((sum, line) => sum + line.amount, 0)
  lines.push({
    kind: 'vat',
    amount: cents(cost.total - beforeVat),
    subscriptionPercent: vatSubscription.value,
    energyPercent: vatEnergy.value,
    from: newest(vatSubscription, vatEnergy),
  })
  return { status: 'detailed', date, lines, total: cost.total }
}
