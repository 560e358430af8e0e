import type { CostProfile, TempoSplit } from './household.ts'
import type { Offer } from './offers.ts'
import { offerPrices, offerPricesAt, type PricedOffer } from './offer-pricing.ts'
import { type ShareAssumption, structureShares, type UsageShares } from './offer-shares.ts'
import type { OfferHours } from './offer-structures.ts'
import type { RegulatedGrid } from './regulated-tariffs.ts'
import { cents } from './cents.ts'
import type { TaxTable } from './taxes.ts'

/**
 * The all-in yearly cost of an offer for one household: each period's share of the consumption times
 * that period's price, plus twelve months of the subscription at the household's meter power, with the
 * prices of the day asked (a regulated-indexed offer from the grid in force that day, an offer with dated
 * grids from its version in force that day). Pure: the ranking of a later page calls it for every offer
 * with one profile.
 */

/** The regulated Tempo calendar: 300 blue, 43 white and 22 red days a year (1 September – 31 August). */
export const TEMPO_DAYS = { blue: 300, white: 43, red: 22 } as const

/**
 * A Tempo split from a count of days per colour, under a stated assumption: the same consumption every
 * day, and the same off-peak share every day. A home heated by electricity uses more on white and red
 * (winter) days; a caller that knows better passes its own split.
 */
export function tempoSplitFromDays(offPeakShare: number, days: { blue: number; white: number; red: number } = TEMPO_DAYS): TempoSplit {
  const total = days.blue + days.white + days.red
  const share = (n: number) => n / total
  return {
    blueOffPeak: share(days.blue) * offPeakShare,
    bluePeak: share(days.blue) * (1 - offPeakShare),
    whiteOffPeak: share(days.white) * offPeakShare,
    whitePeak: share(days.white) * (1 - offPeakShare),
    redOffPeak: share(days.red) * offPeakShare,
    redPeak: share(days.red) * (1 - offPeakShare),
  }
}

/**
 * Each period's share of the consumption under the offer's structure, and the defaults it took in place
 * of the household's own shares. `hours` is the grid's stated windows (an offer with its own off-peak hours).
 */
export function periodUsage(offer: Pick<Offer, 'energy' | 'option'>, profile: CostProfile, hours?: OfferHours): UsageShares {
  const option = offer.energy === 'gas' ? 'base' : (offer.option ?? 'base')
  if (option === 'base') return { ok: true, shares: { base: 1 }, assumptions: [], ownShares: [] }
  if (option === 'tempo')
    return { ok: true, shares: { ...(profile.tempoSplit ?? tempoSplitFromDays(profile.offPeakShare)) }, assumptions: [], ownShares: [] }
  if (option === 'hphc' && hours === undefined)
    return { ok: true, shares: { offPeak: profile.offPeakShare, peak: 1 - profile.offPeakShare }, assumptions: [], ownShares: [] }
  if (option === 'spot') return { ok: false, reason: 'Prix horaire indexé sur le marché de gros\u00a0: aucun coût annuel calculable.' }
  const red = profile.tempoSplit ? profile.tempoSplit.redOffPeak + profile.tempoSplit.redPeak : undefined
  return structureShares(option, hours, {
    offPeakShare: profile.offPeakShare,
    ...(red !== undefined ? { red } : {}),
    ...(profile.shares ? { shares: profile.shares } : {}),
  })
}

/** Each period's share of the consumption under the offer's option (Base, HP/HC with the meter's hours, Tempo). */
export function usageShares(offer: Pick<Offer, 'energy' | 'option'>, profile: CostProfile): Record<string, number> {
  const usage = periodUsage(offer, profile)
  return usage.ok ? usage.shares : {}
}

export type YearlyCost =
  | {
      status: 'costed'
      /** € per year, rounded to the cent; total is the sum of the two rounded parts, so a page shows parts that add up. */
      energy: number
      subscription: number
      total: number
      /** kWh per period, as used. */
      usage: Record<string, number>
      /** The regulated grid the prices come from, for an offer indexed on it. */
      regulatedGridFrom?: string
      /** The first day of the offer's own grid version used, for an offer with dated grids. */
      gridFrom?: string
      /** When the TTC was rebuilt for a tax change since the prices were set: the first day of those taxes. */
      taxesFrom?: string
      /** The prices per kWh used, TTC, by period, and the yearly subscription's monthly TTC. */
      pricesPerKwh: Record<string, number>
      /** The shares taken from the calendar in place of the household's own, each to be named beside the cost. */
      assumptions: ShareAssumption[]
      /** The household's own shares the cost used, named beside it too. */
      ownShares: ShareAssumption[]
      /** The profile's off-peak share, when the structure's off-peak hours are the meter's own. */
      profileOffPeakShare?: number
    }
  | { status: 'notCosted'; reason: string }

/** `taxes`: the tax table the prices of the day are rebuilt with; the catalogue's when absent. */
export function yearlyCost(
  offer: PricedOffer,
  grids: readonly RegulatedGrid[],
  date: string,
  profile: CostProfile,
  taxes?: TaxTable,
): YearlyCost {
  if (!(profile.consumptionKwh >= 0) || !(profile.offPeakShare >= 0 && profile.offPeakShare <= 1)) {
    return { status: 'notCosted', reason: 'Profil invalide : consommation positive et part en heures creuses entre 0 et 100 % attendues.' }
  }
  const all = offerPrices(offer, grids, date, taxes)
  const prices = offer.energy === 'gas' || all.status === 'unpriced' ? all : offerPricesAt(all, profile.kva)
  if (prices.status === 'unpriced') return { status: 'notCosted', reason: prices.reason }
  const row = prices.rows[0]
  if (!row) return { status: 'notCosted', reason: 'Aucun prix.' }
  const split = periodUsage(offer, profile, prices.hours)
  if (!split.ok) return { status: 'notCosted', reason: split.reason }
  const shares = split.shares
  const shareSum = Object.values(shares).reduce((a, b) => a + b, 0)
  if (Math.abs(shareSum - 1) > 1e-9) return { status: 'notCosted', reason: 'La répartition de la consommation ne fait pas 100 %.' }
  const usage: Record<string, number> = {}
  let energy = 0
  for (const [period, share] of Object.entries(shares)) {
    const price = row.pricesPerKwh[period]
    if (price === undefined) return { status: 'notCosted', reason: `Prix de la période ${period} non relevé.` }
    usage[period] = profile.consumptionKwh * share
    energy += usage[period] * price
  }
  const energyCost = cents(energy)
  const subscription = cents(12 * row.subscriptionPerMonth)
  return {
    status: 'costed',
    energy: energyCost,
    subscription,
    total: cents(energyCost + subscription),
    usage,
    ...(prices.regulatedGridFrom ? { regulatedGridFrom: prices.regulatedGridFrom } : {}),
    ...(prices.gridFrom ? { gridFrom: prices.gridFrom } : {}),
    ...(prices.taxesFrom ? { taxesFrom: prices.taxesFrom } : {}),
    pricesPerKwh: Object.fromEntries(Object.keys(usage).map((period) => [period, row.pricesPerKwh[period] as number])),
    assumptions: split.assumptions,
    ownShares: split.ownShares,
    ...(split.profileOffPeakShare !== undefined ? { profileOffPeakShare: split.profileOffPeakShare } : {}),
  }
}
