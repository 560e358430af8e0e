import type { GasUseName } from '#contract/gas-reference'
import { formatEuros, formatMonthYear, formatNumber, numberFormat } from '../../lib/format.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { DEFAULT_GAS_USE, GAS_USE_KEYS, type GasUseKey } from './comparison-search.ts'
import type { GasLevelState } from './gas-price-level.ts'
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
  level: GasLevelState
}

const kwhPrice = (n: number) => numberFormat({ minimumFractionDigits: 4, maximumFractionDigits: 5 }).format(n)

/**
 * The reference line of the gas page: the cost, the month it comes from, the newest month published and,
 * from three months old, that it is not confirmed; then a newer month's kWh price when one is not in the
 * cost. Its data attributes carry the figures a test compares
 * with the contract's own computation.
 */
export function GasReferenceLine({ cost, use, kwh, regulated, level }: GasReferenceLineProps) {
  const name = GAS_USE_NAMES[use]
  const levelText = levelSentence(level, cost)
  const national = levelText ? (
    <span data-gas-level={level.kind} data-gas-level-used={cost?.pick.level ?? ''} aria-live="polite">
      {' '}
      {levelText}
    </span>
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
      <span data-gas-breakdown="unavailable">
        {' '}
        Pas de détail ligne par ligne&nbsp;:{' '}
        {pick.pricePerKwhHt === null ? `le prix repère de ${formatMonthYear(pick.month)} n’est publié que toutes taxes comprises, et` : ''}{' '}
        la contribution tarifaire (CTA) du gaz se calcule sur l’abonnement de distribution de chaque option, que nos sources ne donnent pas
        pour le chauffage.
      </span>
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

const communeList = (communes: readonly string[]) => communes.join(', ')

/**
 * What the page says of the household's price level: which level its postal code gives, and whether
 * the figure used is that level's or the national one, with the reason. Nothing without a postal code.
 */
function levelSentence(state: GasLevelState, cost: GasReferenceCost | null): string | null {
  const national = 'Prix repère national utilisé\u00a0: '
  switch (state.kind) {
    case 'no-postal-code':
      return null
    case 'invalid':
      return `${national}le code postal «\u00a0${state.postalCode}\u00a0» ne s’écrit pas avec 5\u00a0chiffres, le niveau de prix de la commune ne peut pas être cherché.`
    case 'failed':
      return `${national}le niveau de prix des communes du code postal ${state.postalCode} n’a pas pu être lu. Rechargez la page pour réessayer.`
    case 'no-table':
      return `${national}le niveau de prix de votre commune n’est pas connu du site (la table des niveaux de prix par commune n’est pas importée).`
    case 'unknown-postal-code':
      return `${national}le code postal ${state.postalCode} n’est pas dans la table des niveaux de prix par commune.`
    case 'several':
      return `${national}les communes du code postal ${state.postalCode} n’ont pas toutes le même niveau de prix (${state.levels
        .map((l) => `niveau ${l.level}\u00a0: ${communeList(l.communes)}`)
        .join('\u00a0; ')}).`
    case 'one': {
      const where = `${communeList(state.communes)} (${state.postalCode})`
      if (cost && cost.pick.level === state.level) return `Niveau de prix ${state.level} de votre commune, ${where}, utilisé.`
      const month = cost ? ` de ${formatMonthYear(cost.pick.month)}` : ''
      return `${national}votre commune, ${where}, est au niveau de prix ${state.level}, mais le prix repère${month} de ce niveau n’est pas connu du site.`
    }
  }
}
