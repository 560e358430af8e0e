import type { GasUseName } from '#contract/gas-reference'
import { formatEuros, formatMonthYear, formatNumber, numberFormat } from '../../lib/format.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { DEFAULT_GAS_USE, GAS_USE_KEYS, type GasUseKey } from './comparison-search.ts'
import type { GasReferenceCost } from './gas-reference.ts'
import { ProfileSelectField } from './profile-select-field.tsx'

// The gas pages' own parts, in their own chunk (loaded after the first paint, the prerendered HTML
// staying meanwhile): the electricity pages never need them, and the comparison pages' first-load
// JavaScript is at its budget.

/** The uses of the prix repère as the page names them. */
const GAS_USE_NAMES: Record<GasUseName, string> = {
  cooking: 'cuisson',
  cookingAndHotWater: 'cuisson et eau chaude',
  heating: 'chauffage',
}

/** The use the prix repère is taken for; choosing the default takes `usage_gaz` out of the address. */
export function GasUseField({ value, onChange }: { value: GasUseKey; onChange: (key: GasUseKey | undefined) => void }) {
  return (
    <ProfileSelectField
      label={`Usage du gaz (par défaut\u00a0: ${GAS_USE_NAMES[GAS_USE_KEYS[DEFAULT_GAS_USE]]})`}
      value={value}
      onChange={(key) => {
        const use = key in GAS_USE_KEYS ? (key as GasUseKey) : DEFAULT_GAS_USE
        onChange(use === DEFAULT_GAS_USE ? undefined : use)
      }}
    >
      {(Object.keys(GAS_USE_KEYS) as GasUseKey[]).map((key) => (
        <option key={key} value={key}>
          {GAS_USE_NAMES[GAS_USE_KEYS[key]]}
        </option>
      ))}
    </ProfileSelectField>
  )
}

export type GasReferenceLineProps = {
  cost: GasReferenceCost | null
  use: GasUseName
  kwh: number
  regulated: RegulatedReference
  postalCode: string | undefined
}

const kwhPrice = (n: number) => numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 5 }).format(n)

/**
 * The reference line of the gas page: the cost, the month it comes from, the newest month published and,
 * from three months old, that it is not confirmed; then a newer month's kWh price when one is not in the
 * cost. Its data attributes carry the figures a test compares
 * with the contract's own computation.
 */
export function GasReferenceLine({ cost, use, kwh, regulated, postalCode }: GasReferenceLineProps) {
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
  const note = referenceNote(cost, use, regulated)
  return (
    <span
      data-gas-reference-cost={total.toFixed(2)}
      data-gas-reference-month={pick.month}
      data-gas-use={use}
      data-gas-confirmed={pick.confirmed ? 'oui' : 'non'}
    >
      Au prix repère du gaz ({name}) de {formatMonthYear(pick.month)}, ce profil coûte <strong>{formatEuros(total)}</strong> par an (
      {formatNumber(kwh)}&nbsp;kWh à {kwhPrice(pick.pricePerKwh)}&nbsp;€ TTC et un abonnement de {formatEuros(pick.subscriptionPerYear)} par
      an).
      {pick.inForce ? null : <> Dernier prix repère publié&nbsp;: {formatMonthYear(pick.newestPublished)}.</>}
      {pick.confirmed ? null : (
        <strong data-gas-unconfirmed="">
          {' '}
          Prix repère non confirmé&nbsp;: ce mois date de {pick.monthsOld}&nbsp;mois, aucun mois plus récent n’est connu du site.
        </strong>
      )}
      {national}
      {note ? <span data-gas-reference-note=""> {note}</span> : null}
    </span>
  )
}

/**
 * A newer prix repère kWh price of the use than the month the cost uses, given as information with its
 * own month: that month does not publish the subscription, and one cost never mixes two months.
 */
function referenceNote(cost: GasReferenceCost | null, use: GasUseName, regulated: RegulatedReference): string | undefined {
  if (!cost) return undefined
  const newer = regulated.pastGasMonths.find((m) => m.month > cost.pick.month && m.uses[use]?.pricePerKwh.ttc != null)
  const price = newer?.uses[use]?.pricePerKwh.ttc
  if (!newer || price == null) return undefined
  return `Plus récent, le prix repère de ${formatMonthYear(newer.month)} est de ${kwhPrice(price)}\u00a0€ TTC par kWh (${GAS_USE_NAMES[use]})\u00a0; son abonnement n’est pas communiqué, il n’entre donc pas dans ce calcul.`
}
