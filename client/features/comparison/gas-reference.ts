import { gasReferenceYearlyCost, type GasReferencePick, type GasUseName, pickGasReference } from '#contract/gas-reference'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'

export interface GasReferenceCost {
  pick: GasReferencePick
  total: number
}

/**
 * The household's yearly cost at the prix repère of its use on the visitor's day, at the national figure:
 * no commune → price level table is in the catalogue yet, so no level is asked.
 */
export function gasReferenceCost(regulated: RegulatedReference, use: GasUseName, kwh: number): GasReferenceCost | null {
  const pick = pickGasReference(regulated.pastGasMonths, regulated.date, use)
  return pick ? { pick, total: gasReferenceYearlyCost(pick, kwh).total } : null
}
