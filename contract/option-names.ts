import type { OFFER_OPTION_PERIODS, OfferOptionName } from './offer-structures.ts'
import type { ElectricityOptionName } from './regulated-dates.ts'

/**
 * The options as the regulated tariff and the bills name them. Apart from regulated-dates.ts, which every
 * page's first load reads: only the pages that name an option load these.
 */
export const OPTION_NAMES: Record<ElectricityOptionName, string> = {
  base: 'Base',
  hphc: 'Heures pleines / Heures creuses',
  tempo: 'Tempo',
}

/** Every price structure of the market's offers, as a comparison names its group of offers. */
export const OFFER_OPTION_NAMES: Record<OfferOptionName, string> = {
  ...OPTION_NAMES,
  weekend: 'Week-end',
  weekendHpHc: 'Week-end + Heures creuses',
  weekendPlusDay: 'Week-end + 1 jour choisi',
  weekendPlusDayHpHc: 'Week-end + 1 jour choisi + Heures creuses',
  flex: 'Heures creuses avec jours de sobriété',
  seasonal: 'Saisonnière (hiver / été)',
  seasonalSuperOffPeak: 'Saisonnière avec heures super creuses',
  tempoLike: 'Jours rouges Tempo + saisons',
  spot: 'Prix de marché horaire plafonné',
}

type OfferPeriodName = (typeof OFFER_OPTION_PERIODS)[OfferOptionName][number]

/**
 * Every period an offer prices (contract/offer-structures.ts), as a grid's column names it, in the order
 * the columns read: peak before off-peak, as the bills and the regulated grids print them. Short enough
 * for a phone's table header; HP, HC and HSC are spelled out in PERIOD_ABBREVIATIONS.
 */
export const OFFER_PERIOD_NAMES = {
  base: 'Prix du kWh',
  peak: 'Heures pleines',
  offPeak: 'Heures creuses',
  weekday: 'Semaine',
  weekend: 'Week-end',
  weekendAndDay: 'Week-end et jour choisi',
  sobrietyPeak: 'Sobriété HP',
  sobrietyOffPeak: 'Sobriété HC',
  bluePeak: 'Bleu HP',
  blueOffPeak: 'Bleu HC',
  whitePeak: 'Blanc HP',
  whiteOffPeak: 'Blanc HC',
  redPeak: 'Rouge HP',
  redOffPeak: 'Rouge HC',
  winterPeak: 'Hiver HP',
  winterOffPeak: 'Hiver HC',
  winterSuperOffPeak: 'Hiver HSC',
  summerPeak: 'Été HP',
  summerOffPeak: 'Été HC',
  summerSuperOffPeak: 'Été HSC',
} as const satisfies Record<OfferPeriodName, string>

export const PERIOD_ABBREVIATIONS = { HP: 'heures pleines', HC: 'heures creuses', HSC: 'heures super creuses' } as const
