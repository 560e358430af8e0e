import type { ReactNode } from 'react'
import { gasReferenceYearlyCost, type GasReferencePick, type GasUseName, pickGasReference } from '#contract/gas-reference'
import { formatEuros, formatMonthYear, formatNumber, numberFormat } from '../../lib/format.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'

/** The uses of the prix repère as the page names them. */
export const GAS_USE_NAMES: Record<GasUseName, string> = {
  cooking: 'cuisson',
  cookingAndHotWater: 'cuisson et eau chaude',
  heating: 'chauffage',
}
export interface GasReferenceCost {
  pick: GasReferencePick
  total: number
}

/**
 * The household's yearly cost at the prix repère of its use on the visitor's day, at the national figure:
 * no commune → price level table is in the catalogue yet, so no level is asked.
 */
export function gasReferenceCost(regulated: RegulatedReference, use: GasUseName, kwh: number): GasReferenceCost | null {
  const pick = pickGasReference(regulated.pastGasMonths, regulated.date, use)
  return pick ? { pick, total: gasReferenceYearlyCost(pick, kwh).total } : null
}

const kwhPrice = (n: number) => numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 5 }).format(n)

/**
 * The reference line of the gas page: the cost, the month it comes from, the newest month published and,
 * from three months old, that it is not confirmed. Its data attributes carry the figures a test compares
 * with the contract's own computation.
 */
export function gasReferenceLine(
  cost: GasReferenceCost | null,
  use: GasUseName,
  kwh: number,
  regulated: RegulatedReference,
  postalCode: string | undefined,
): ReactNode {
  const name = GAS_USE_NAMES[use]
  const national = postalCode ? (
    <>
      {' '}
      Prix repère national utilisé&nbsp;: le niveau de prix de votre commune n’est pas connu du site (la table des niveaux de prix par
      commune n’est pas importée).
    </>
  ) : null
  if (!cost) {
    const newest = regulated.pastGasMonths[0]
    return (
      <span data-gas-reference-cost="" data-gas-use={use}>
        Au prix repère du gaz ({name}), le coût de ce profil n’est pas calculable&nbsp;: aucun mois publié ne donne à la fois le prix du kWh
        et l’abonnement de cet usage
        {newest ? <>&nbsp;; dernier prix repère publié&nbsp;: {formatMonthYear(newest.month)}</> : null}.{national}
      </span>
    )
  }
  const { pick, total } = cost
  return (
    <span
      data-gas-reference-cost={total.toFixed(2)}
      data-gas-reference-month={pick.month}
      data-gas-use={use}
      data-gas-confirmed={pick.confirmed ? 'oui' : 'non'}
    >
      Au prix repère du gaz ({name}) de {formatMonthYear(pick.month)}, {formatNumber(kwh)}&nbsp;kWh par an coûtent{' '}
      <strong>{formatEuros(total)}</strong>&nbsp;: {kwhPrice(pick.pricePerKwh)}&nbsp;€ TTC par kWh et un abonnement de{' '}
      {formatEuros(pick.subscriptionPerYear)} par an.
      {pick.inForce ? null : <> Dernier prix repère publié&nbsp;: {formatMonthYear(pick.newestPublished)}.</>}
      {pick.confirmed ? null : (
        <strong data-gas-unconfirmed="">
          {' '}
          Prix repère non confirmé&nbsp;: ce mois date de {pick.monthsOld}&nbsp;mois, aucun mois plus récent n’est connu du site.
        </strong>
      )}
      {national}
    </span>
  )
}

/**
 * A newer prix repère kWh price of the use than the month the cost uses, given as information with its
 * own month: that month does not publish the subscription, and one cost never mixes two months.
 */
export function gasReferenceNote(cost: GasReferenceCost | null, use: GasUseName, regulated: RegulatedReference): string | undefined {
  if (!cost) return undefined
  const newer = regulated.pastGasMonths.find((m) => m.month > cost.pick.month && m.uses[use]?.pricePerKwh.ttc != null)
  const price = newer?.uses[use]?.pricePerKwh.ttc
  if (!newer || price == null) return undefined
  return `Plus récent, le prix repère de ${formatMonthYear(newer.month)} est de ${kwhPrice(price)}\u00a0€ TTC par kWh (${GAS_USE_NAMES[use]})\u00a0; son abonnement n’est pas communiqué, il n’entre donc pas dans ce calcul.`
}
