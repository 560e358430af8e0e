import { formatEuros, formatLongDate, formatMonthYear, formatNumber, NOT_COMMUNICATED } from '../../lib/format.ts'
import type { CostLine } from './cost-box.tsx'
import type { CalculatorCosts, EnergyCost } from './costs.ts'
import type { ElectricitySubscription, GasSubscription } from './reference.ts'

const amount = (value: number | null) => (value === null ? NOT_COMMUNICATED : formatEuros(value))

function consumptionLine(kwh: number, pricePerKwh: number, cost: EnergyCost): CostLine {
  return { label: `Consommation (${formatNumber(kwh)}\u00a0kWh × ${formatEuros(pricePerKwh, 4)})`, value: formatEuros(cost.consumption) }
}

const typedLine = (perMonth: number, cost: EnergyCost): CostLine => ({
  label: `Abonnement (le vôtre\u00a0: 12 × ${formatEuros(perMonth)})`,
  value: amount(cost.subscription),
})

/**
 * The electricity cost's parts: its use, and the subscription: the visitor's own when typed, else the
 * regulated Base one at their power with the grid's date.
 */
export function electricityLines(
  kwh: number,
  pricePerKwh: number,
  cost: EnergyCost,
  subscription: ElectricitySubscription,
  typedPerMonth: number | null,
): CostLine[] {
  if (typedPerMonth !== null) return [consumptionLine(kwh, pricePerKwh, cost), typedLine(typedPerMonth, cost)]
  const grid = subscription.since ? `, grille du ${formatLongDate(subscription.since)}` : ''
  const perMonth = subscription.perMonth === null ? '' : `\u00a0: 12 × ${formatEuros(subscription.perMonth)}`
  return [
    consumptionLine(kwh, pricePerKwh, cost),
    { label: `Abonnement (tarif réglementé Base, ${subscription.kva}\u00a0kVA${grid}${perMonth})`, value: amount(cost.subscription) },
  ]
}

/** The gas cost's parts: its use, and the visitor's subscription or the prix repère's yearly one with its month; none without gas. */
export function gasLines(
  kwh: number,
  pricePerKwh: number,
  cost: EnergyCost,
  subscription: GasSubscription,
  typedPerMonth: number | null,
): CostLine[] {
  if (kwh > 0 && typedPerMonth !== null) return [consumptionLine(kwh, pricePerKwh, cost), typedLine(typedPerMonth, cost)]
  const label =
    kwh === 0
      ? 'Abonnement (pas de gaz, pas d’abonnement)'
      : subscription
        ? `Abonnement (prix repère du gaz, chauffage, de ${formatMonthYear(subscription.month)})`
        : 'Abonnement (prix repère du gaz, chauffage)'
  return [consumptionLine(kwh, pricePerKwh, cost), { label, value: amount(cost.subscription) }]
}

/** The total's parts: exactly the two yearly amounts shown in the tabs. */
export function totalLines(costs: CalculatorCosts): CostLine[] {
  return [
    { label: 'Électricité, abonnement compris', value: formatEuros(costs.electricity.annual) },
    { label: 'Gaz, abonnement compris', value: formatEuros(costs.gas.annual) },
  ]
}

const ENERGY_NAME = { electricity: 'd’électricité', gas: 'de gaz' } as const

/** The total's small print: what it includes, and any subscription left out because it is not communicated. */
export function totalNote(costs: CalculatorCosts): string {
  const missing = costs.total.missingSubscriptions
  const base = 'Consommation × prix du kWh, plus l’abonnement de chaque énergie.'
  if (missing.length === 0) return base
  const names = missing.map((energy) => ENERGY_NAME[energy]).join(' et ')
  return missing.length === 1
    ? `${base} Abonnement ${names} non communiqué\u00a0: il n’est pas compris dans ce total.`
    : `${base} Abonnements ${names} non communiqués\u00a0: ils ne sont pas compris dans ce total.`
}

/** An energy's small print when its subscription is not communicated. */
export function missingSubscriptionNote(cost: EnergyCost): string | undefined {
  return cost.subscription === null ? 'Abonnement non communiqué\u00a0: il n’est pas compris dans ce coût.' : undefined
}
