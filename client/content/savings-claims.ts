import type { BaseGrid, RegulatedGrid } from '#contract/regulated-tariffs'
import { formatLongDate, formatNumber } from '../lib/format.ts'

/**
 * The savings figures the site states, each with the one-line basis shown as a footnote wherever the
 * figure appears: a figure read without its basis would promise more than it means.
 * Counts of suppliers are never typed here: pages compute them from the catalogue.
 */
export const savingsClaims = {
  /** "Jusqu'à 140 € par an", the hero counter's target. */
  upTo140: 140,
  upTo200: 200,
  upTo230: 230,
  /** "Jusqu'à 15 % d'économies". */
  upToPercent: 15,
  averagePercent: 12,
  averageEurosPerYear: 90,
  /** Minutes the external simulation takes. */
  simulationMinutes: 2,
  /** Hours within which an advisor calls back after a simulation. */
  callbackWithinHours: 24,
  /**
   * The Tarif Bleu grid the figures were measured against (its first day): the basis line quotes that
   * grid's price and dates from the regulated data, so it stays true after the grid is replaced.
   */
  measuredAgainstGrid: '2025-02-01',
} as const

/** The one-line basis of the savings figures, quoting the grid they were measured against from the data. */
export function savingsBasis(grids: readonly RegulatedGrid[]): string {
  const grid = grids.find((g): g is BaseGrid => g.option === 'base' && g.effectiveFrom === savingsClaims.measuredAgainstGrid)
  const price = grid?.powers.find((row) => row.kva === 6)?.pricesPerKwh.base.ttc
  const period = grid
    ? grid.effectiveTo
      ? `grille en vigueur du ${formatLongDate(grid.effectiveFrom)} au ${formatLongDate(addDays(grid.effectiveTo, -1))}`
      : `grille en vigueur depuis le ${formatLongDate(grid.effectiveFrom)}`
    : `grille du ${formatLongDate(savingsClaims.measuredAgainstGrid)}`
  const priceText = price == null ? 'prix du kWh non communiqué' : `${formatNumber(price, 4)}\u00a0€/kWh`
  return `Estimations par rapport au tarif réglementé (Tarif Bleu, option Base, ${priceText}, ${period}), pour un foyer de 4 personnes consommant environ 5\u00a0000\u00a0kWh par an, selon l’offre choisie.`
}

/** The calendar day `days` after (or before) an ISO date. */
function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}
