import type { PriceType } from '#contract/common'
import { NO_COMMITMENT } from '#contract/constants'
import { formatLongDate, numberFormat } from '../../lib/format.ts'

const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Prix fixe',
  indexed: 'Prix indexé',
  variable: 'Prix variable',
  dynamic: 'Prix dynamique',
}

/** "Prix fixe", "Prix indexé"… for the contract's price types. */
export function priceTypeLabel(priceType: PriceType): string {
  return PRICE_TYPE_LABELS[priceType]
}

/** A plan's commitment: 0 months is "Sans engagement", otherwise "12 mois". */
export function planCommitmentLabel(commitmentMonths: number): string {
  return commitmentMonths === 0 ? NO_COMMITMENT : `${commitmentMonths}\u00a0mois`
}

/** The last day a plan can be subscribed, in French long form, or "Non spécifiée" when the supplier gives none. */
export function validUntilLabel(validUntil: string | undefined): string {
  return validUntil ? formatLongDate(validUntil) : 'Non spécifiée'
}

const shareNumber = () => numberFormat({ maximumFractionDigits: 1 })

/**
 * A share given out of 100 ("25 %"). The no-break space is written here rather than left to ICU, whose
 * percent spacing differs between Node and browser builds.
 */
export function formatPercent(value: number): string {
  return `${shareNumber().format(value)}\u00a0%`
}

/** Which energies a supplier sells, as one phrase. */
export function energiesLabel(supplier: { hasElectricity: boolean; hasGas: boolean }): string {
  if (supplier.hasElectricity && supplier.hasGas) return 'Électricité et gaz'
  if (supplier.hasElectricity) return 'Électricité'
  if (supplier.hasGas) return 'Gaz'
  return 'Non précisé'
}

/** "mint-energie.com" from "https://www.mint-energie.com/": what a visitor recognises of a website. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** "3, 6, 9 et 12 kVA": the meter powers a subscription is given for. */
export function powersLabel(powers: readonly number[]): string {
  const names = powers.map((kva) => `${kva}`)
  const last = names.pop()
  return `${names.length > 0 ? `${names.join(', ')} et ${last}` : last}\u00a0kVA`
}
