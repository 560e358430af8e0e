import { gasReferenceYearlyCost, type GasReferencePick, type GasUseName, pickGasReference } from '#contract/gas-reference'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'

export interface GasReferenceCost {
  pick: GasReferencePick
  total: number
}

/**
 * The household's yearly cost at the prix repère of its use on the visitor's day, at its commune's price
 * level when one is known and the month publishes that level's price, else at the national figure.
 */
export function gasReferenceCost(
  regulated: RegulatedReference,
  use: GasUseName,
  kwh: number,
  level: number | null = null,
): GasReferenceCost | null {
  const pick = pickGasReference(regulated.pastGasMonths, regulated.date, use, level)
  return pick ? { pick, total: gasReferenceYearlyCost(pick, kwh).total } : null
}
