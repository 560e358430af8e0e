/**
 * The "Mon estimation" profile the comparison pages rank offers for: plain values, without the ranking
 * code (annual-cost.ts), since the pages' `validateSearch` reads them in every page's first load.
 */

export type Energy = 'electricity' | 'gas'

/** Meter powers the ranking offers (the household range; the grid goes to 36 kVA). */
export const KVA_OPTIONS = [3, 6, 9, 12, 15, 18] as const
export type RankingKva = (typeof KVA_OPTIONS)[number]
export const DEFAULT_KVA: RankingKva = 6

/** Default annual consumption and the accepted range of the "Mon estimation" input, in kWh. */
export const CONSUMPTION = {
  electricity: { default: 3500, min: 500, max: 30000, step: 100 },
  gas: { default: 8200, min: 500, max: 50000, step: 100 },
} as const satisfies Record<Energy, { default: number; min: number; max: number; step: number }>

export function isRankingKva(value: number): value is RankingKva {
  return (KVA_OPTIONS as readonly number[]).includes(value)
}
