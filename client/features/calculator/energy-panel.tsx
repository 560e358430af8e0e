import type { ReactNode } from 'react'
import type { Energy } from '#contract/offers'
import { formatEuros, formatLongDate, formatMonthYear, formatNumber } from '../../lib/format.ts'
import { CostBox, type CostLine } from './cost-box.tsx'
import type { EnergyCost } from './costs.ts'
import type { ReferencePrices } from './defaults.ts'
import { NumberSliderField } from './number-slider-field.tsx'
import type { CalculatorReference } from './reference.ts'
import * as styles from './energy-panel.css.ts'

const kwhPerYear = (value: number) => `${formatNumber(value)} kWh par an`
const eurosPerKwh = (value: number) => `${formatEuros(value, 4)} par kWh`

/** The price hint of the electricity tab: the regulated price the default comes from, with its date. */
export function electricityPriceHint({ electricity }: ReferencePrices): string {
  return electricity
    ? `Tarif réglementé (Tarif Bleu, option Base, 6\u00a0kVA)\u00a0: ${formatEuros(electricity.pricePerKwh, 4)}/kWh TTC, en vigueur depuis le ${formatLongDate(electricity.since)}.`
    : 'Tarif réglementé (Tarif Bleu, option Base)\u00a0: non communiqué.'
}

/**
 * The price hint of the gas tab: the prix repère the default comes from, with its month, and a newer
 * month's price whose subscription is not communicated, as information (it is not the default, so the
 * price and the subscription of the cost stay those of one month).
 */
export function gasPriceHint({ prices: { gas }, newerGasPrice }: Pick<CalculatorReference, 'prices' | 'newerGasPrice'>): string {
  if (!gas) return 'Prix repère du gaz (chauffage)\u00a0: non communiqué.'
  const hint = `Prix repère du gaz (chauffage) de ${formatMonthYear(gas.month)}\u00a0: ${formatEuros(gas.pricePerKwh, 4)}/kWh TTC.`
  return newerGasPrice
    ? `${hint} Celui de ${formatMonthYear(newerGasPrice.month)} est de ${formatEuros(newerGasPrice.pricePerKwh, 4)}/kWh, mais son abonnement n’est pas communiqué.`
    : hint
}

/** The wording of each energy; the price hints come from the regulated data (the props). */
const ENERGY = {
  electricity: {
    consumptionField: 'electricityKwh',
    priceField: 'electricityPrice',
    consumptionLabel: 'Consommation d’électricité (kWh par an)',
    priceLabel: 'Prix du kWh d’électricité (€ TTC)',
    consumptionHint: 'Elle figure sur votre facture annuelle ou dans votre espace client.',
    costTitle: 'Coût estimé de l’électricité',
  },
  gas: {
    consumptionField: 'gasKwh',
    priceField: 'gasPrice',
    consumptionLabel: 'Consommation de gaz (kWh par an)',
    priceLabel: 'Prix du kWh de gaz (€ TTC)',
    consumptionHint: 'Mettez 0 si vous n’avez pas le gaz\u00a0: ni consommation, ni abonnement.',
    costTitle: 'Coût estimé du gaz',
  },
} as const satisfies Record<Energy, unknown>

export type EnergyPanelProps = {
  energy: Energy
  consumption: number
  price: number
  cost: EnergyCost
  /** The parts of the cost: consumption and subscription. */
  costLines: readonly CostLine[]
  costNote?: string | undefined
  priceHint: string
  /** Fields shown before the consumption (the meter power, for electricity). */
  children?: ReactNode
  /** The subscription field, after the price. */
  subscriptionField?: ReactNode
  onConsumptionChange: (value: number) => void
  onPriceChange: (value: number) => void
}

/** The content of one energy tab: consumption, price and the resulting cost. */
export function EnergyPanel({
  energy,
  consumption,
  price,
  cost,
  costLines,
  costNote,
  priceHint,
  children,
  subscriptionField,
  onConsumptionChange,
  onPriceChange,
}: EnergyPanelProps) {
  const copy = ENERGY[energy]
  return (
    <div className={styles.panel}>
      {children}
      <NumberSliderField
        field={copy.consumptionField}
        label={copy.consumptionLabel}
        unit="kWh/an"
        hint={copy.consumptionHint}
        value={consumption}
        onValueChange={onConsumptionChange}
        valueText={kwhPerYear}
      />
      <NumberSliderField
        field={copy.priceField}
        label={copy.priceLabel}
        unit="€/kWh"
        hint={priceHint}
        value={price}
        onValueChange={onPriceChange}
        valueText={eurosPerKwh}
      />
      {subscriptionField}
      <CostBox title={copy.costTitle} cost={cost} lines={costLines} {...(costNote ? { note: costNote } : {})} />
    </div>
  )
}
