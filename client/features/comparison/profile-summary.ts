import type { Household } from '#contract/household'
import type { Energy } from '#contract/offers'
import { OPTION_NAMES } from '#contract/option-names'
import { formatNumber } from '../../lib/format.ts'

/**
 * The household the ranking is computed for, in one line: the yearly use, the meter power and the option
 * for electricity, the yearly use alone for gas (its panel asks nothing else that changes the ranking).
 * A no-break space before each « · » keeps a separator from starting a line when the line wraps.
 */
export function profileSummary(energy: Energy, household: Pick<Household, 'electricityKwh' | 'gasKwh' | 'kva' | 'option'>): string {
  if (energy === 'gas') return `${formatNumber(household.gasKwh)}\u00a0kWh de gaz`
  return [`${formatNumber(household.electricityKwh)}\u00a0kWh`, `${household.kva}\u00a0kVA`, OPTION_NAMES[household.option]].join(
    '\u00a0· ',
  )
}
