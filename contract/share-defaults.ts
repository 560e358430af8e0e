import type { ShareName } from './household.ts'

// The calendar's defaults and their wording live apart from the household's types: every page's first
// load reads the household module (the meter powers), and only the pages that cost an offer need these.

/**
 * Sobriety days a year: EDF announces each the day before; the public price files the catalogue's Flex
 * grid comes from count twenty a year, and no household can know its own share of them in advance.
 */
export const SOBRIETY_DAYS_PER_YEAR = 20

/** The calendar's shares: the same use every day and every hour. */
export const SHARE_DEFAULTS = {
  weekend: 2 / 7,
  chosenDay: 1 / 7,
  summer: 214 / 365,
  sobrietyDays: SOBRIETY_DAYS_PER_YEAR / 365,
  red: 22 / 365,
} as const

/** How each default reads next to an offer that used it. */
export const SHARE_DEFAULT_LABELS: Record<Exclude<ShareName, 'hours'>, string> = {
  weekend: 'part week-end\u00a0: 2/7 du calendrier (par défaut)',
  chosenDay: 'part du jour choisi\u00a0: 1/7 du calendrier (par défaut)',
  summer: 'part d’avril à octobre\u00a0: 214/365 du calendrier (par défaut)',
  sobrietyDays: `part des jours de sobriété\u00a0: ${SOBRIETY_DAYS_PER_YEAR} jours sur 365 (par défaut)`,
  red: 'part des jours rouges\u00a0: 22 jours sur 365 du calendrier Tempo (par défaut)',
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 })

/** How a share of the household's own (read from its meter file) reads next to an offer that used it. */
export function ownShareLabel(what: string, value: number): string {
  return `votre part ${what}\u00a0: ${percent.format(value)}`
}

export const OWN_SHARE_LABELS: Record<'weekend' | 'chosenDay' | 'summer' | 'sobrietyDays', (value: number) => string> = {
  weekend: (v) => ownShareLabel('le week-end', v),
  chosenDay: (v) => ownShareLabel('le jour de semaine le plus chargé', v),
  summer: (v) => ownShareLabel('d’avril à octobre', v),
  sobrietyDays: (v) => ownShareLabel('les jours de sobriété', v),
}
