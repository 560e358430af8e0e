import { parseHouseholdSearch, type HouseholdSearch } from '../../lib/household/household-profile.ts'
import { enumParam, numberParam } from '../../lib/search-params.ts'
import { normaliseFieldValue, OCCUPANT_LIMITS, clamp, type NumericField } from './profile.ts'

/** A number parameter: a non-number falls back to the default, an out-of-range one is clamped. */
const fieldParam = (field: NumericField, value: unknown) => {
  const number = numberParam(value)
  return number === undefined ? undefined : normaliseFieldValue(field, number)
}

/**
 * The calculator's URL: every parameter optional, each in its French form. The household profile's
 * parameters (consumptions, kWh prices, meter power, and those the calculator does not use, such as the
 * option) are the ones every comparing page reads, so a link between them keeps the household; the home's
 * description and the open tab are the calculator's own.
 */
export type CalculatorSearch = HouseholdSearch & {
  logement?: 'appartement' | 'maison'
  chauffage?: 'electricite' | 'gaz' | 'mixte'
  surface?: number
  occupants?: number
  onglet?: 'electricite' | 'gaz'
}

/**
 * The calculator's `validateSearch`. Every parameter is optional, so `/calculateur` alone is the
 * default profile and links elsewhere need no search; bad values fall back to the defaults. The shared
 * parameters are read by the household profile's own reader, so no page reads them with other rules.
 */
export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const occupants = numberParam(search.occupants)
  return {
    ...parseHouseholdSearch(search),
    logement: enumParam(search.logement, ['appartement', 'maison']),
    chauffage: enumParam(search.chauffage, ['electricite', 'gaz', 'mixte']),
    surface: fieldParam('housingSize', search.surface),
    occupants: occupants === undefined ? undefined : clamp(Math.round(occupants), OCCUPANT_LIMITS.min, OCCUPANT_LIMITS.max),
    onglet: enumParam(search.onglet, ['electricite', 'gaz']),
  }
}
