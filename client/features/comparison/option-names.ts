import type { ElectricityOption } from '../../lib/household-profile.ts'

/** The options as the regulated tariff and the bills name them. */
export const OPTION_NAMES: Record<ElectricityOption, string> = {
  base: 'Base',
  hphc: 'Heures pleines / Heures creuses',
  tempo: 'Tempo',
}
