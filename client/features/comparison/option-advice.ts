import type { CostProfile } from '#contract/household'
import { yearlyCost } from '#contract/offer-cost'
import { offerPrices, offerPricesAt, regulatedTariff } from '#contract/offer-pricing'
import type { PricedRow } from '#contract/offers'
import type { RegulatedGrid } from '#contract/regulated-tariffs'

/**
 * Which regulated option suits a household, from the grids in force on the day asked and nothing else:
 * the off-peak share from which HP/HC costs less than Base, and the Tempo estimate against Base with the
 * weight of the red days. No price is written here; every figure comes from the grids.
 */

export type BreakEven =
  /** HP/HC is cheaper from `share` (0 to 1) of the use in off-peak hours. */
  | { kind: 'from'; share: number; gridFrom: string }
  /** Cheaper (or dearer) whatever the share: the subscription gap outweighs, or never reaches, the kWh gap. */
  | { kind: 'always' | 'never'; gridFrom: string }
  | { kind: 'unknown'; reason: string }

/** One power's regulated figures of an option on `date`: monthly subscription and € per kWh per period. */
type RegulatedRow = { ok: true; row: PricedRow; gridFrom: string } | { ok: false; reason: string }

function regulatedRow(option: 'base' | 'hphc' | 'tempo', grids: readonly RegulatedGrid[], date: string, kva: number): RegulatedRow {
  const prices = offerPricesAt(offerPrices(regulatedTariff(option), grids, date), kva)
  if (prices.status === 'unpriced') return { ok: false, reason: prices.reason }
  const row = prices.rows[0]
  return row ? { ok: true, row, gridFrom: prices.regulatedGridFrom ?? '' } : { ok: false, reason: 'Aucun prix.' }
}

/**
 * A yearly use C splits into s·C off-peak and (1 − s)·C peak. HP/HC costs less than Base when
 * 12·aHC + C·(s·pHC + (1 − s)·pHP) < 12·aBase + C·pBase, that is from
 * s = (12·(aHC − aBase) + C·(pHP − pBase)) / (C·(pHP − pHC)).
 */
export function hpHcBreakEven(grids: readonly RegulatedGrid[], date: string, kva: number, consumptionKwh: number): BreakEven {
  const base = regulatedRow('base', grids, date, kva)
  const hphc = regulatedRow('hphc', grids, date, kva)
  if (!base.ok) return { kind: 'unknown', reason: base.reason }
  if (!hphc.ok) return { kind: 'unknown', reason: hphc.reason }
  const pBase = base.row.pricesPerKwh.base
  const pPeak = hphc.row.pricesPerKwh.peak
  const pOffPeak = hphc.row.pricesPerKwh.offPeak
  if (pBase === undefined || pPeak === undefined || pOffPeak === undefined || !(consumptionKwh > 0)) {
    return { kind: 'unknown', reason: 'Un prix du kWh manque dans la grille en vigueur.' }
  }
  const gridFrom = hphc.gridFrom
  const gap = consumptionKwh * (pPeak - pOffPeak)
  const share = (12 * (hphc.row.subscriptionPerMonth - base.row.subscriptionPerMonth) + consumptionKwh * (pPeak - pBase)) / gap
  if (gap <= 0 || share >= 1) return { kind: 'never', gridFrom }
  if (share <= 0) return { kind: 'always', gridFrom }
  return { kind: 'from', share, gridFrom }
}

export type TempoAdvice =
  | {
      kind: 'costed'
      tempo: number
      base: number
      /** kWh and € of the red days in the Tempo estimate. */
      redKwh: number
      redCost: number
      /** The red days' peak price, and how many times the Base price it is. */
      redPeakPrice: number
      redPeakRatio: number
      gridFrom: string
    }
  | { kind: 'unknown'; reason: string }

export function tempoAdvice(grids: readonly RegulatedGrid[], date: string, profile: CostProfile): TempoAdvice {
  const tempo = yearlyCost(regulatedTariff('tempo'), grids, date, profile)
  const base = yearlyCost(regulatedTariff('base'), grids, date, profile)
  if (tempo.status === 'notCosted') return { kind: 'unknown', reason: tempo.reason }
  if (base.status === 'notCosted') return { kind: 'unknown', reason: base.reason }
  const tempoRow = regulatedRow('tempo', grids, date, profile.kva)
  const baseRow = regulatedRow('base', grids, date, profile.kva)
  if (!tempoRow.ok || !baseRow.ok) return { kind: 'unknown', reason: 'Un prix manque dans la grille en vigueur.' }
  const prices = tempoRow.row.pricesPerKwh
  const redPeakPrice = prices.redPeak ?? 0
  const redOffPeakPrice = prices.redOffPeak ?? 0
  const redOffPeak = tempo.usage.redOffPeak ?? 0
  const redPeak = tempo.usage.redPeak ?? 0
  const basePrice = baseRow.row.pricesPerKwh.base ?? 0
  return {
    kind: 'costed',
    tempo: tempo.total,
    base: base.total,
    redKwh: redOffPeak + redPeak,
    redCost: redOffPeak * redOffPeakPrice + redPeak * redPeakPrice,
    redPeakPrice,
    redPeakRatio: basePrice > 0 ? redPeakPrice / basePrice : 0,
    gridFrom: tempoRow.gridFrom,
  }
}
