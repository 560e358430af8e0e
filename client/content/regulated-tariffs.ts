import { formatNumber } from '../lib/format.ts'
import { marketFacts } from './market-facts.ts'

/**
 * The one source of truth for the regulated reference prices (DECISIONS.md): every page, the
 * calculator and the cost ranking read them from here; no page states another figure for the same thing.
 * The grids are the Tarif Bleu in force in May 2025 (content-and-tools §9), all TTC.
 */
export const regulatedElectricity = {
  /** Tarif Bleu, option Base, TTC, since 1 February 2025. */
  basePricePerKwh: 0.2016,
  /** Before 1 February 2025. */
  previousBasePricePerKwh: 0.2516,
  since: '2025-02-01',
  /** Monthly subscription, option Base, TTC, by meter power (kVA). */
  baseSubscriptionByKva: { 3: 10.41, 6: 13.72, 9: 17.27, 12: 20.86, 15: 24.2, 18: 27.39, 24: 34.68, 30: 41.99, 36: 48.39 },
} as const

export type MeterKva = keyof typeof regulatedElectricity.baseSubscriptionByKva

/** The month the grids below describe (the page's "mai 2025"). */
export const regulatedGridMonth = '2025-05'

/** Meter powers a household can subscribe to under the regulated tariff, in kVA. */
export const meterPowerRangeKva = { min: 3, max: 36 } as const

/** Option Heures pleines / Heures creuses. */
export const hpHcOption = {
  peakPricePerKwh: 0.2146,
  offPeakPricePerKwh: 0.1696,
  /** Off-peak hours a day, set by the network operator (often at night, sometimes split). */
  offPeakHoursPerDay: 8,
  subscriptionByKva: { 6: 14.04, 9: 18.01, 12: 21.69, 15: 25.16, 18: 28.74, 24: 36.23, 30: 41.96, 36: 48.72 },
} as const

export type TempoColour = 'blue' | 'white' | 'red'

/** Option Tempo: three day colours, each with peak (HP) and off-peak (HC) prices. */
export const tempoOption = {
  pricesPerKwh: {
    blue: { peak: 0.1552, offPeak: 0.1288 },
    white: { peak: 0.1792, offPeak: 0.1447 },
    red: { peak: 0.6586, offPeak: 0.1518 },
  },
  /** Days of each colour in a year (red days fall on winter weekdays). */
  daysPerYear: { blue: 300, white: 43, red: 22 },
  subscriptionByKva: { 6: 13.97, 9: 17.45, 12: 20.96, 15: 24.23, 18: 27.5, 30: 41.27, 36: 48.45 },
} as const

/** Option EJP (Effacement Jours de Pointe): still billed to existing subscribers, no longer sold. */
export const ejpOption = {
  normalPricePerKwh: 0.1476,
  peakPricePerKwh: 1.1038,
  closedToNewSubscribers: true,
  /** Year since which the option is no longer offered to new subscribers. */
  closedSinceYear: 1998,
  /** Mobile peak days a year, between 1 November and 31 March, 18 hours each (7 h to 1 h). */
  peakDaysPerYear: 22,
  peakHoursPerDay: 18,
  subscriptionByKva: { 9: 17.2, 12: 20.5, 15: 23.88, 18: 27.08, 36: 47.42 },
} as const

export const tempoColourLabels: Record<TempoColour, string> = { blue: 'bleus', white: 'blancs', red: 'rouges' }

/** Gas reference price ("prix repère", heating), TTC, May 2025. */
export const gasReferencePrice = {
  pricePerKwh: 0.1103,
  subscriptionPerYear: 292.56,
  month: '2025-05',
} as const

export type GasUsage = 'cooking' | 'cookingAndHotWater' | 'heating'

/** The three prix repère tiers of May 2025 by use; the heating tier is `gasReferencePrice` itself. */
export const gasReferencePrices: readonly { usage: GasUsage; label: string; pricePerKwh: number; subscriptionPerYear: number }[] = [
  { usage: 'cooking', label: 'Cuisson', pricePerKwh: 0.1291, subscriptionPerYear: 104.52 },
  { usage: 'cookingAndHotWater', label: 'Cuisson et eau chaude', pricePerKwh: 0.1153, subscriptionPerYear: 233.16 },
  {
    usage: 'heating',
    label: 'Chauffage',
    pricePerKwh: gasReferencePrice.pricePerKwh,
    subscriptionPerYear: gasReferencePrice.subscriptionPerYear,
  },
]

/** Who may keep or take the regulated electricity tariff as a professional. */
export const professionalsEligibility = {
  /** Subscribed power, in kVA, at most (the tariff's own top power). */
  maxKva: meterPowerRangeKva.max,
  /** Fewer than this many employees. */
  employeesBelow: 10,
  /** Annual turnover (or balance-sheet total) below this amount, in euros. */
  turnoverBelowEuros: 2_000_000,
} as const

/** "0,2016 €/kWh": a regulated price as the tariff pages write it. */
function perKwh(value: number): string {
  return `${formatNumber(value, 4)}\u00a0€/kWh`
}

/**
 * Dated events of the regulated tariffs, newest first; prices and dates come from the constants above.
 * Built when asked: formatting at import made every page that reads a price here create a number
 * format before its first render, though only /tarif-reglemente shows the history.
 */
export const regulatedTariffHistory = (): readonly { date: string; title: string; text: string }[] => [
  {
    date: regulatedElectricity.since,
    title: 'Baisse du prix du kWh',
    text: `Le prix du kWh en option Base passe de ${perKwh(regulatedElectricity.previousBasePricePerKwh)} à ${perKwh(regulatedElectricity.basePricePerKwh)} TTC, malgré le retour de la taxe sur l’électricité (accise) à son niveau d’avant-crise.`,
  },
  {
    date: '2024-02-01',
    title: 'Fin du bouclier tarifaire',
    text: `L’accise remonte en partie et le prix du kWh en option Base atteint ${perKwh(regulatedElectricity.previousBasePricePerKwh)} TTC, prix en vigueur jusqu’au 31 janvier 2025.`,
  },
  {
    date: marketFacts.regulatedGasEnded,
    title: 'Fin des tarifs réglementés du gaz',
    text: 'Les tarifs réglementés de vente du gaz disparaissent\u00a0; le prix repère publié chaque mois par la CRE sert désormais de référence.',
  },
  {
    date: '2022-02-01',
    title: 'Bouclier tarifaire',
    text: 'L’État plafonne la hausse du tarif réglementé à 4\u00a0% en février 2022, puis à 15\u00a0% en février 2023.',
  },
  {
    date: marketFacts.regulatedElectricityOver36KvaEnded,
    title: 'Fin du tarif réglementé au-delà de 36 kVA',
    text: `Les professionnels dont la puissance dépasse ${meterPowerRangeKva.max} kVA, ou qui ne sont pas des microentreprises, passent en offre de marché.`,
  },
  {
    date: '2007-07-01',
    title: 'Ouverture du marché aux particuliers',
    text: 'Les ménages peuvent choisir un fournisseur alternatif\u00a0; le tarif réglementé reste proposé par EDF et les entreprises locales de distribution.',
  },
]
