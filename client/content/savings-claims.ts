import type { SavingsClaims } from '#contract/savings-claims'
import { formatEuros, formatLongDate, formatNumber, numberFormat } from '../lib/format.ts'

/**
 * The savings figures as the pages word them. The figures themselves come from the API (computed from
 * the catalogue for the visitor's day); this module only words them, with the basis line that goes next to
 * every one of them: a figure read without its basis would promise more than it means.
 */

/** « 16,8 » : a percentage to at most one decimal, as computed. */
export function formatPercent(value: number): string {
  return `${numberFormat({ maximumFractionDigits: 1 }).format(value)}\u00a0%`
}

/**
 * Whether the claims leave nothing to state: no regulated yardstick, or no market offer whose prices are
 * confirmed as current on the day (docs/decisions/0060). The pages then say why instead of a figure.
 */
export function statesNoFigure(claims: SavingsClaims | null): boolean {
  return claims === null || claims.offersCounted === 0
}

function whyNoFigure(claims: SavingsClaims | null): string {
  if (!claims)
    return 'Aucun chiffre d’économies n’est affiché\u00a0: la grille du tarif réglementé en vigueur ne donne pas de prix complet pour le foyer de référence.'
  const { basis } = claims
  return (
    `Aucun chiffre d’économies n’est affiché\u00a0: au ${formatLongDate(claims.date)}, aucune offre de marché du catalogue n’a de prix confirmé ` +
    `depuis moins de 6\u00a0mois pour le foyer de référence (${basis.householdSize}\u00a0personnes, ${formatNumber(basis.consumptionKwh)}\u00a0kWh par an, ` +
    `option Base, ${basis.kva}\u00a0kVA). Nous n’annonçons pas d’économie sur des prix qu’aucune source récente ne confirme.`
  )
}

/**
 * The one-line basis of every savings figure: household, option, power, yardstick, offers counted, day;
 * or why there is no figure.
 */
export function savingsBasis(claims: SavingsClaims | null): string {
  if (claims === null || statesNoFigure(claims)) return whyNoFigure(claims)
  const { basis, reference, best } = claims
  const offers = claims.offersCounted === 1 ? '1\u00a0offre de marché' : `${formatNumber(claims.offersCounted)}\u00a0offres de marché`
  const cheapest = best ? `\u00a0; la moins chère\u00a0: ${best.offerName} (${best.supplierName})` : ''
  return (
    `Calcul du ${formatLongDate(claims.date)} pour un foyer de ${basis.householdSize}\u00a0personnes consommant ${formatNumber(basis.consumptionKwh)}\u00a0kWh par an, ` +
    `option Base, ${basis.kva}\u00a0kVA\u00a0: coût annuel, abonnement compris, des ${offers} du catalogue dont le prix est confirmé depuis moins de 6\u00a0mois${cheapest}, ` +
    `comparé au tarif réglementé (Tarif Bleu, ${formatNumber(reference.pricePerKwh, 4)}\u00a0€/kWh et ${formatEuros(reference.subscriptionPerMonth)} par mois, ` +
    `grille en vigueur depuis le ${formatLongDate(reference.regulatedGridFrom)}, soit ${formatEuros(reference.yearlyCost, 0)} par an).`
  )
}

export interface SavingsFigure {
  value: string
  label: string
}

/**
 * The figures of the savings section. A figure that would not be a saving is worded as what it is
 * (market offers costing more on average), and one the data cannot support is left out.
 */
export function savingsFigures(claims: SavingsClaims | null): SavingsFigure[] {
  if (claims === null || statesNoFigure(claims)) return []
  const figures: SavingsFigure[] = []
  if (claims.best) figures.push({ value: formatPercent(claims.best.percent), label: 'd’économies sur la facture, jusqu’à' })
  const average = claims.average
  if (average && average.euros > 0) {
    figures.push({ value: formatPercent(average.percent), label: 'd’économies en moyenne sur les offres de marché' })
    figures.push({ value: formatEuros(average.euros, 0), label: 'économisés par an en moyenne' })
  } else if (average && average.euros < 0) {
    figures.push({ value: formatEuros(-average.euros, 0), label: 'de plus par an en moyenne pour les offres de marché' })
  }
  if (claims.best) figures.push({ value: formatEuros(claims.best.euros, 0), label: 'par an au maximum, selon l’offre' })
  return figures
}

/** « jusqu'à 16,8 % » for a sentence, or null when no offer saves anything. */
export function upToPercentText(claims: SavingsClaims | null): string | null {
  return claims?.best ? `jusqu’à ${formatPercent(claims.best.percent)}` : null
}
