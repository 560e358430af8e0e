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
