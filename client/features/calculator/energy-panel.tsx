import { formatEuros, formatLongDate, formatMonthYear, formatNumber } from '../../lib/format.ts'
import { CostBox } from './cost-box.tsx'
import type { Cost } from './costs.ts'
import { NumberSliderField } from './number-slider-field.tsx'
import type { EnergyTab, ReferencePrices } from './profile.ts'
import * as styles from './energy-panel.css.ts'

const kwhPerYear = (value: number) => `${formatNumber(value)} kWh par an`
const eurosPerKwh = (value: number) => `${formatEuros(value, 4)} par kWh`

/** The price hint of the electricity tab: the regulated price the default comes from, with its date. */
export function electricityPriceHint({ electricity }: ReferencePrices): string {
  return electricity
    ? `Tarif réglementé (Tarif Bleu, option Base, 6\u00a0kVA)\u00a0: ${formatEuros(electricity.pricePerKwh, 4)}/kWh TTC, en vigueur depuis le ${formatLongDate(electricity.since)}.`
    : 'Tarif réglementé (Tarif Bleu, option Base)\u00a0: non communiqué.'
}

/** The price hint of the gas tab: the prix repère the default comes from, with its month. */
export function gasPriceHint({ gas }: ReferencePrices): string {
  return gas
    ? `Prix repère du gaz (chauffage) de ${formatMonthYear(gas.month)}\u00a0: ${formatEuros(gas.pricePerKwh, 4)}/kWh TTC.`
    : 'Prix repère du gaz (chauffage)\u00a0: non communiqué.'
}

/** The wording of each energy; the price hints come from the regulated data (the props). */
const ENERGY = {
  electricity: {
    consumptionField: 'electricityConsumption',
    priceField: 'electricityPrice',
    consumptionLabel: 'Consommation d’électricité (kWh par an)',
    priceLabel: 'Prix du kWh d’électricité (€ TTC)',
    consumptionHint: 'Elle figure sur votre facture annuelle ou dans votre espace client.',
    costTitle: 'Coût estimé de l’électricité',
  },
  gas: {
    consumptionField: 'gasConsumption',
    priceField: 'gasPrice',
    consumptionLabel: 'Consommation de gaz (kWh par an)',
    priceLabel: 'Prix du kWh de gaz (€ TTC)',
    consumptionHint: 'Mettez 0 si vous n’avez pas le gaz.',
    costTitle: 'Coût estimé du gaz',
  },
} as const satisfies Record<EnergyTab, unknown>

export type EnergyPanelProps = {
  energy: EnergyTab
  consumption: number
  price: number
  cost: Cost
  priceHint: string
  onConsumptionChange: (value: number) => void
  onPriceChange: (value: number) => void
}

/** The content of one energy tab: consumption, price and the resulting cost. */
export function EnergyPanel({ energy, consumption, price, cost, priceHint, onConsumptionChange, onPriceChange }: EnergyPanelProps) {
  const copy = ENERGY[energy]
  return (
    <div className={styles.panel}>
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
      <CostBox title={copy.costTitle} cost={cost} />
    </div>
  )
}
