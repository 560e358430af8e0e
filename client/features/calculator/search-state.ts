import type { Energy } from '#contract/offers'
import type { CalculatorSearch } from './search.ts'
import { normaliseFieldValue, type CalculatorState, type HeatingType, type HousingType } from './profile.ts'

// Between the page's state and its address, apart from the address's reader (search.ts), which the
// route's validateSearch puts in every page's first load: this part loads with the calculator.

/** French names in the URL, so a shared link reads naturally; internal names stay English. */
const HOUSING_PARAM = { apartment: 'appartement', house: 'maison' } as const satisfies Record<HousingType, string>
const HEATING_PARAM = { electricity: 'electricite', gas: 'gaz', both: 'mixte' } as const satisfies Record<HeatingType, string>
const TAB_PARAM = { electricity: 'electricite', gas: 'gaz' } as const satisfies Record<Energy, string>

function invert<K extends string, V extends string>(record: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [value, key])) as Record<V, K>
}

const HOUSING_FROM_PARAM = invert(HOUSING_PARAM)
const HEATING_FROM_PARAM = invert(HEATING_PARAM)
const TAB_FROM_PARAM = invert(TAB_PARAM)

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
      electricityKwh: search.conso_elec ?? defaults.electricityKwh,
      electricityPrice: search.prix_elec ?? defaults.electricityPrice,
      gasKwh: search.conso_gaz ?? defaults.gasKwh,
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
    conso_elec: normaliseFieldValue('electricityKwh', profile.electricityKwh),
    prix_elec: normaliseFieldValue('electricityPrice', profile.electricityPrice),
    conso_gaz: normaliseFieldValue('gasKwh', profile.gasKwh),
    prix_gaz: normaliseFieldValue('gasPrice', profile.gasPrice),
    // Absent (undefined) while the regulated subscription applies: the route then drops the key.
    abo_elec: profile.electricitySubscription ?? undefined,
    abo_gaz: profile.gasSubscription ?? undefined,
    onglet: TAB_PARAM[tab],
  }
}
