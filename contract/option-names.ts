import type { OfferOptionName } from './offer-structures.ts'
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
