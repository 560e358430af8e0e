import { parseHouseholdSearch, type HouseholdSearch } from '../../lib/household-profile.ts'
import { enumParam, numberParam } from '../../lib/search-params.ts'
import {
  normaliseFieldValue,
  OCCUPANT_LIMITS,
  clamp,
  type CalculatorState,
  type EnergyTab,
  type HeatingType,
  type HousingType,
  type NumericField,
} from './profile.ts'

/** French names in the URL, so a shared link reads naturally; internal names stay English. */
const HOUSING_PARAM = { apartment: 'appartement', house: 'maison' } as const satisfies Record<HousingType, string>
const HEATING_PARAM = { electricity: 'electricite', gas: 'gaz', both: 'mixte' } as const satisfies Record<HeatingType, string>
const TAB_PARAM = { electricity: 'electricite', gas: 'gaz' } as const satisfies Record<EnergyTab, string>

function invert<K extends string, V extends string>(record: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [value, key])) as Record<V, K>
}

const HOUSING_FROM_PARAM = invert(HOUSING_PARAM)
const HEATING_FROM_PARAM = invert(HEATING_PARAM)
const TAB_FROM_PARAM = invert(TAB_PARAM)

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
    occupants:
      occupants === undefined ? undefined : clamp(Math.round(occupants), OCCUPANT_LIMITS.min, OCCUPANT_LIMITS.max),
    onglet: enumParam(search.onglet, ['electricite', 'gaz']),
  }
}

/** The page's state from its validated URL, the defaults (`defaultState`) filling what is missing. */
export function stateFromSearch(search: CalculatorSearch, defaultsState: CalculatorState): CalculatorState {
  const defaults = defaultsState.profile
  return {
    profile: {
      housingType: search.logement ? HOUSING_FROM_PARAM[search.logement] : defaults.housingType,
      heatingType: search.chauffage ? HEATING_FROM_PARAM[search.chauffage] : defaults.heatingType,
      housingSize: search.surface ?? defaults.housingSize,
      occupants: search.occupants ?? defaults.occupants,
      kva: search.kva ?? defaults.kva,
      electricityConsumption: search.conso_elec ?? defaults.electricityConsumption,
      electricityPrice: search.prix_elec ?? defaults.electricityPrice,
      gasConsumption: search.conso_gaz ?? defaults.gasConsumption,
      gasPrice: search.prix_gaz ?? defaults.gasPrice,
      electricitySubscription: search.abo_elec ?? defaults.electricitySubscription,
      gasSubscription: search.abo_gaz ?? defaults.gasSubscription,
    },
    tab: search.onglet ? TAB_FROM_PARAM[search.onglet] : defaultsState.tab,
  }
}

/**
 * The calculator's parameters for a state: every figure written out, so a bookmark keeps its meaning if
 * defaults change. The profile's other parameters are not the calculator's to write: the route keeps them.
 */
export function searchFromState({ profile, tab }: CalculatorState): CalculatorSearch {
  return {
    logement: HOUSING_PARAM[profile.housingType],
    chauffage: HEATING_PARAM[profile.heatingType],
    surface: normaliseFieldValue('housingSize', profile.housingSize),
    occupants: profile.occupants,
    kva: profile.kva,
    conso_elec: normaliseFieldValue('electricityConsumption', profile.electricityConsumption),
    prix_elec: normaliseFieldValue('electricityPrice', profile.electricityPrice),
    conso_gaz: normaliseFieldValue('gasConsumption', profile.gasConsumption),
    prix_gaz: normaliseFieldValue('gasPrice', profile.gasPrice),
    // Absent (undefined) while the regulated subscription applies: the route then drops the key.
    abo_elec: profile.electricitySubscription ?? undefined,
    abo_gaz: profile.gasSubscription ?? undefined,
    onglet: TAB_PARAM[tab],
  }
}
