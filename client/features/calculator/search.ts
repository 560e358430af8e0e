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

/** The calculator's URL: every parameter optional, each in its French form. */
export type CalculatorSearch = {
  logement?: 'appartement' | 'maison'
  chauffage?: 'electricite' | 'gaz' | 'mixte'
  surface?: number
  occupants?: number
  conso_elec?: number
  prix_elec?: number
  conso_gaz?: number
  prix_gaz?: number
  onglet?: 'electricite' | 'gaz'
}

/**
 * The calculator's `validateSearch`. Every parameter is optional, so `/calculateur` alone is the
 * default profile and links elsewhere need no search; bad values fall back to the defaults.
 */
export function parseCalculatorSearch(search: Record<string, unknown>): CalculatorSearch {
  const occupants = numberParam(search.occupants)
  return {
    logement: enumParam(search.logement, ['appartement', 'maison']),
    chauffage: enumParam(search.chauffage, ['electricite', 'gaz', 'mixte']),
    surface: fieldParam('housingSize', search.surface),
    occupants:
      occupants === undefined ? undefined : clamp(Math.round(occupants), OCCUPANT_LIMITS.min, OCCUPANT_LIMITS.max),
    conso_elec: fieldParam('electricityConsumption', search.conso_elec),
    prix_elec: fieldParam('electricityPrice', search.prix_elec),
    conso_gaz: fieldParam('gasConsumption', search.conso_gaz),
    prix_gaz: fieldParam('gasPrice', search.prix_gaz),
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
      electricityConsumption: search.conso_elec ?? defaults.electricityConsumption,
      electricityPrice: search.prix_elec ?? defaults.electricityPrice,
      gasConsumption: search.conso_gaz ?? defaults.gasConsumption,
      gasPrice: search.prix_gaz ?? defaults.gasPrice,
    },
    tab: search.onglet ? TAB_FROM_PARAM[search.onglet] : defaultsState.tab,
  }
}

/** The full URL of a state: every figure written out, so a bookmark keeps its meaning if defaults change. */
export function searchFromState({ profile, tab }: CalculatorState): CalculatorSearch {
  return {
    logement: HOUSING_PARAM[profile.housingType],
    chauffage: HEATING_PARAM[profile.heatingType],
    surface: normaliseFieldValue('housingSize', profile.housingSize),
    occupants: profile.occupants,
    conso_elec: normaliseFieldValue('electricityConsumption', profile.electricityConsumption),
    prix_elec: normaliseFieldValue('electricityPrice', profile.electricityPrice),
    conso_gaz: normaliseFieldValue('gasConsumption', profile.gasConsumption),
    prix_gaz: normaliseFieldValue('gasPrice', profile.gasPrice),
    onglet: TAB_PARAM[tab],
  }
}
