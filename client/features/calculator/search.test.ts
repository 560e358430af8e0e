import { describe, expect, it } from 'vitest'
import { HOUSEHOLD_LIMITS, parseHouseholdSearch } from '../../lib/household/household-profile.ts'
import { setHeatingType, setHousingType, setTab } from './calculator-state.ts'
import { defaultState } from './defaults.ts'
import { FIELD_LIMITS, OCCUPANT_LIMITS, SUBSCRIPTION_LIMITS } from './profile.ts'
import { parseCalculatorSearch } from './search.ts'
import { searchFromState, stateFromSearch } from './search-state.ts'

/** Reference prices as the route passes them (here the Tarif Bleu Base of February 2025 and the May 2025 prix repère). */
const DEFAULT_STATE = defaultState({
  electricity: { pricePerKwh: 0.2016, since: '2025-02-01' },
  gas: { pricePerKwh: 0.1103, month: '2025-05' },
})

const parse = (search: Record<string, unknown>) => stateFromSearch(parseCalculatorSearch(search), DEFAULT_STATE)

describe('URL profile', () => {
  it('an empty search is the default state, with the reference prices it was given', () => {
    expect(parse({})).toEqual(DEFAULT_STATE)
    expect(DEFAULT_STATE.profile).toEqual({
      housingType: 'apartment',
      heatingType: 'electricity',
      housingSize: 80,
      occupants: 2,
      kva: 6,
      electricityKwh: 3500,
      electricityPrice: 0.2016,
      // The default home is heated by electricity: the estimate gives it no gas.
      gasKwh: 0,
      gasPrice: 0.1103,
      // The regulated subscriptions until the visitor types their own.
      electricitySubscription: null,
      gasSubscription: null,
    })
  })

  it('reads every parameter', () => {
    expect(
      parse({
        logement: 'maison',
        chauffage: 'mixte',
        surface: 120,
        occupants: 4,
        kva: 9,
        conso_elec: 5200,
        prix_elec: 0.1825,
        conso_gaz: 14000,
        prix_gaz: 0.095,
        abo_elec: 17.354,
        onglet: 'gaz',
      }),
    ).toEqual({
      profile: {
        housingType: 'house',
        heatingType: 'both',
        housingSize: 120,
        occupants: 4,
        kva: 9,
        electricityKwh: 5200,
        electricityPrice: 0.1825,
        gasKwh: 14000,
        gasPrice: 0.095,
        electricitySubscription: 17.35,
        gasSubscription: null,
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
      kva: 7,
      conso_elec: -5,
      prix_elec: 99,
      conso_gaz: -1,
      prix_gaz: 0.123456,
      abo_elec: 'abc',
      abo_gaz: 900,
      onglet: 'fioul',
    })
    expect(state).toEqual({
      profile: {
        housingType: 'apartment',
        heatingType: 'electricity',
        housingSize: 80,
        occupants: OCCUPANT_LIMITS.min,
        kva: 6,
        electricityKwh: FIELD_LIMITS.electricityKwh.min,
        electricityPrice: FIELD_LIMITS.electricityPrice.max,
        gasKwh: 0,
        gasPrice: 0.1235,
        electricitySubscription: null,
        gasSubscription: SUBSCRIPTION_LIMITS.max,
      },
      tab: 'electricity',
    })
    expect(parse({ occupants: 1000, surface: 10 ** 9, conso_gaz: 2.6 }).profile).toMatchObject({
      occupants: OCCUPANT_LIMITS.max,
      housingSize: FIELD_LIMITS.housingSize.max,
      gasKwh: 3,
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
      kva: 6,
      conso_elec: 3500,
      prix_elec: 0.2016,
      conso_gaz: 0,
      prix_gaz: 0.1103,
      onglet: 'electricite',
    })
  })
})

describe('one reader for the shared household parameters', () => {
  const SHARED = ['conso_elec', 'conso_gaz', 'prix_elec', 'prix_gaz', 'kva', 'abo_elec', 'abo_gaz'] as const
  const RAW: readonly unknown[] = [
    undefined,
    null,
    '',
    'abc',
    -5,
    0,
    0.004,
    0.12345,
    '0.2',
    1,
    2.6,
    3,
    6,
    7,
    9,
    36,
    42,
    3500,
    '8200',
    10 ** 9,
    Number.NaN,
    true,
  ]

  it('reads every shared parameter exactly as the household profile does', () => {
    for (const key of SHARED) {
      for (const value of RAW) {
        expect(parseCalculatorSearch({ [key]: value })[key], `${key}=${String(value)}`).toEqual(parseHouseholdSearch({ [key]: value })[key])
      }
    }
  })

  it('keeps the profile parameters it does not use, read by the same rules', () => {
    const raw = { option: 'hphc', hc: '40', contrat_elec: 'prix', abo_elec: 15.456, tempo_blanc: 70, tempo_rouge: 40 }
    expect(parseCalculatorSearch(raw)).toMatchObject(parseHouseholdSearch(raw))
  })

  it('writes back what the household profile reads unchanged', () => {
    const written = searchFromState(
      parse({ conso_elec: 4321.4, prix_elec: 0.123456, conso_gaz: 9000, prix_gaz: 0.1, kva: 12, abo_elec: 15.456 }),
    )
    const shared = Object.fromEntries(SHARED.map((key) => [key, written[key]]))
    expect(parseHouseholdSearch(shared)).toMatchObject(shared)
    expect(shared).toEqual({
      conso_elec: 4321,
      prix_elec: 0.1235,
      conso_gaz: 9000,
      prix_gaz: 0.1,
      kva: 12,
      abo_elec: 15.46,
      abo_gaz: undefined,
    })
  })

  it('keeps the inputs within the bounds the household profile accepts', () => {
    for (const [field, limits] of [
      ['electricityKwh', HOUSEHOLD_LIMITS.electricityKwh],
      ['gasKwh', HOUSEHOLD_LIMITS.gasKwh],
      ['electricityPrice', HOUSEHOLD_LIMITS.pricePerKwh],
      ['gasPrice', HOUSEHOLD_LIMITS.pricePerKwh],
    ] as const) {
      expect(FIELD_LIMITS[field]).toMatchObject(limits)
    }
    expect(SUBSCRIPTION_LIMITS).toMatchObject(HOUSEHOLD_LIMITS.subscriptionPerMonth)
  })
})
