import { formatEuros, formatLongDate, formatMonthYear, formatNumber } from '../../lib/format.ts'
import { gasReferencePrice, regulatedElectricity } from '../../content/regulated-tariffs.ts'
import { CostBox } from './cost-box.tsx'
import type { Cost } from './costs.ts'
import { NumberSliderField } from './number-slider-field.tsx'
import type { EnergyTab } from './profile.ts'
import * as styles from './energy-panel.css.ts'


const kwhPerYear = (value: number) => `${formatNumber(value)} kWh par an`
const eurosPerKwh = (value: number) => `${formatEuros(value, 4)} par kWh`

/** The wording of each energy; the hints quote the regulated-tariff module, never a typed figure. */
const ENERGY = {
  electricity: {
    consumptionField: 'electricityConsumption',
    priceField: 'electricityPrice',
    consumptionLabel: 'Consommation d’électricité (kWh par an)',
    priceLabel: 'Prix du kWh d’électricité (€ TTC)',
    consumptionHint: 'Elle figure sur votre facture annuelle ou dans votre espace client.',
    priceHint: `Tarif réglementé (Tarif Bleu, option Base) : ${formatEuros(regulatedElectricity.basePricePerKwh, 4)}/kWh TTC depuis le ${formatLongDate(regulatedElectricity.since)}.`,
    costTitle: 'Coût estimé de l’électricité',
  },
  gas: {
    consumptionField: 'gasConsumption',
    priceField: 'gasPrice',
    consumptionLabel: 'Consommation de gaz (kWh par an)',
    priceLabel: 'Prix du kWh de gaz (€ TTC)',
    consumptionHint: 'Mettez 0 si vous n’avez pas le gaz.',
    priceHint: `Prix repère du gaz (chauffage) : ${formatEuros(gasReferencePrice.pricePerKwh, 4)}/kWh TTC en ${formatMonthYear(gasReferencePrice.month)}.`,
    costTitle: 'Coût estimé du gaz',
  },
} as const satisfies Record<EnergyTab, unknown>

export type EnergyPanelProps = {
  energy: EnergyTab
  consumption: number
  price: number
  cost: Cost
  onConsumptionChange: (value: number) => void
  onPriceChange: (value: number) => void
}

/** The content of one energy tab: consumption, price and the resulting cost. */
export function EnergyPanel({ energy, consumption, price, cost, onConsumptionChange, onPriceChange }: EnergyPanelProps) {
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
        hint={copy.priceHint}
        value={price}
        onValueChange={onPriceChange}
        valueText={eurosPerKwh}
      />
      <CostBox title={copy.costTitle} cost={cost} />
    </div>
  )
}
