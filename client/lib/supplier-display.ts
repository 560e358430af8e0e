import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import { NO_COMMITMENT } from '#contract/constants'
import { numberFormat } from './format.ts'

/** Stars out of 5: full stars from the floor, a half star when the fraction is 0.5 or more. */
export function starsOf(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0))
  const full = Math.floor(clamped)
  const half = full < 5 && clamped - full >= 0.5
  return { full, half, empty: 5 - full - (half ? 1 : 0) }
}

/** "Note : 4,5 sur 5" for screen readers. */
export function ratingLabel(rating: number): string {
  const value = numberFormat({ maximumFractionDigits: 1 }).format(rating)
  return `Note\u00a0: ${value} sur 5`
}

/** The monthly subscription of an energy, falling back on monthlyFee when it is missing. */
export function monthlySubscription(supplier: SupplierSummary, energy: Energy): number | undefined {
  const own = energy === 'electricity' ? supplier.electricitySubscriptionPrice : supplier.gasSubscriptionPrice
  return own ?? supplier.monthlyFee
}

/**
 * Whether a supplier still has a current main offer on `date`, by the visitor's day. The lists were
 * derived on the seed day; a supplier whose every main offer has ended since leaves them. An empty date
 * (before the visitor's day is known, as in the build) keeps the list as derived.
 */
export function isListedOn(supplier: Pick<SupplierSummary, 'currentUntil'>, date: string): boolean {
  return supplier.currentUntil === undefined || date <= supplier.currentUntil
}

export function commitmentLabel(supplier: Pick<SupplierSummary, 'commitment' | 'commitmentMonths'>): string {
  return supplier.commitmentMonths === 0 ? NO_COMMITMENT : supplier.commitment
}

/** Features shown on mobile before the "{n} autres avantages" line (under 768 px, where a long list would push the card's price out of view). */
export const MOBILE_FEATURES = 3

/** "1 autre avantage", "2 autres avantages". */
export function moreFeaturesLabel(hidden: number): string {
  return hidden === 1 ? '1 autre avantage' : `${hidden} autres avantages`
}

const wholeEuros = () => numberFormat({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
const percent = () => numberFormat({ maximumFractionDigits: 1 })

/** An estimated yearly amount, to the euro ("1 197 €"). */
export function formatYearlyEuros(value: number): string {
  return wholeEuros().format(Math.round(value))
}

/**
 * The difference with the regulated reference in euros and percent: "121 € (13,9 %) moins cher",
 * "5 € (0,6 %) plus cher", or "Au même prix" under half a euro.
 */
export function costDifferenceLabel(savingEuros: number, savingPercent: number): string {
  const euros = Math.round(Math.abs(savingEuros))
  if (euros === 0) return 'Au même prix'
  const side = savingEuros > 0 ? 'moins cher' : 'plus cher'
  return `${wholeEuros().format(euros)} (${percent().format(Math.abs(savingPercent))}\u00a0%) ${side}`
}
