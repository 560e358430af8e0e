import { describe, expect, it } from 'vitest'
import { setHeatingType, setHousingType, setTab } from './calculator-state.ts'
import { defaultState, FIELD_LIMITS, OCCUPANT_LIMITS } from './profile.ts'

/** Reference prices as the route passes them (here the Tarif Bleu Base of February 2025 and the May 2025 prix repère). */
const DEFAULT_STATE = defaultState({ electricity: { pricePerKwh: 0.2016, since: '2025-02-01' }, gas: { pricePerKwh: 0.1103, month: '2025-05' } })
import { parseCalculatorSearch, searchFromState, stateFromSearch } from './search.ts'

const parse = (search: Record<string, unknown>) => stateFromSearch(parseCalculatorSearch(search), DEFAULT_STATE)

describe('URL profile', () => {
  it('an empty search is the default state, with the reference prices it was given', () => {
    expect(parse({})).toEqual(DEFAULT_STATE)
    expect(DEFAULT_STATE.profile).toEqual({
      housingType: 'apartment',
      heatingType: 'electricity',
      housingSize: 80,
      occupants: 2,
      electricityConsumption: 3500,
      electricityPrice: 0.2016,
      gasConsumption: 8200,
      gasPrice: 0.1103,
    })
  })

  it('reads every parameter', () => {
    expect(
      parse({
        logement: 'maison',
        chauffage: 'mixte',
        surface: 120,
        occupants: 4,
        conso_elec: 5200,
        prix_elec: 0.1825,
        conso_gaz: 14000,
        prix_gaz: 0.095,
        onglet: 'gaz',
      }),
    ).toEqual({
      profile: {
        housingType: 'house',
        heatingType: 'both',
        housingSize: 120,
        occupants: 4,
        electricityConsumption: 5200,
        electricityPrice: 0.1825,
        gasConsumption: 14000,
        gasPrice: 0.095,
      },
      tab: 'gas',
    })
  })

  it('accepts numbers typed as strings', () => {
    expect(parse({ surface: '95', prix_gaz: '0.12' }).profile).toMatchObject({ housingSize: 95, gasPrice: 0.12 })
  })

  it('falls back to defaults on garbage and clamps out-of-range values', () => {
    const state = parse({
      logement: 'chateau',
      chauffage: 42,
      surface: 'abc',
      occupants: 0,
      conso_elec: -5,
      prix_elec: 99,
      conso_gaz: -1,
      prix_gaz: 0.123456,
      onglet: 'fioul',
    })
    expect(state).toEqual({
      profile: {
        housingType: 'apartment',
        heatingType: 'electricity',
        housingSize: 80,
        occupants: OCCUPANT_LIMITS.min,
        electricityConsumption: FIELD_LIMITS.electricityConsumption.min,
        electricityPrice: FIELD_LIMITS.electricityPrice.max,
        gasConsumption: 0,
        gasPrice: 0.1235,
      },
      tab: 'electricity',
    })
    expect(parse({ occupants: 1000, surface: 10 ** 9, conso_gaz: 2.6 }).profile).toMatchObject({
      occupants: OCCUPANT_LIMITS.max,
      housingSize: FIELD_LIMITS.housingSize.max,
      gasConsumption: 3,
    })
  })

  it('names a refused parameter as undefined, so the router drops its raw value from the address', () => {
    const search = parseCalculatorSearch({ onglet: 'fioul', surface: 'abc' })
    expect(Object.keys(search)).toEqual(expect.arrayContaining(['onglet', 'surface']))
    expect(search.onglet).toBeUndefined()
    expect(search.surface).toBeUndefined()
  })

  it('round-trips a state through its search', () => {
    const state = setTab('gas')(setHeatingType('gas')(setHousingType('house')(DEFAULT_STATE)))
    expect(parse(searchFromState(state))).toEqual(state)
    expect(searchFromState(DEFAULT_STATE)).toEqual({
      logement: 'appartement',
      chauffage: 'electricite',
      surface: 80,
      occupants: 2,
      conso_elec: 3500,
      prix_elec: 0.2016,
      conso_gaz: 8200,
      prix_gaz: 0.1103,
      onglet: 'electricite',
    })
  })
})
