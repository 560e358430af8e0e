import { describe, expect, it } from 'vitest'
import {
  applyEstimate,
  resetState,
  setHeatingType,
  setHousingType,
  setKva,
  setNumericField,
  setOccupants,
  setSubscription,
  setTab,
} from './calculator-state.ts'
import { defaultState } from './defaults.ts'

/** Reference prices as the route passes them (here the Tarif Bleu Base of February 2025 and the May 2025 prix repère). */
const DEFAULT_STATE = defaultState({
  electricity: { pricePerKwh: 0.2016, since: '2025-02-01' },
  gas: { pricePerKwh: 0.1103, month: '2025-05' },
})

describe('state transitions', () => {
  it('housing type, heating and occupants re-estimate both consumptions', () => {
    const house = setHousingType('house')(DEFAULT_STATE).profile
    expect(house).toMatchObject({ housingType: 'house', electricityKwh: 3048, gasKwh: 0 })
    const gas = setHeatingType('gas')(DEFAULT_STATE).profile
    expect(gas).toMatchObject({ heatingType: 'gas', electricityKwh: 2088, gasKwh: 8400 })
    const six = setOccupants(6)(setHeatingType('both')(DEFAULT_STATE)).profile
    expect(six).toMatchObject({ occupants: 6, electricityKwh: 6360, gasKwh: 12400 }) // 5400 + 960; 6000 + 6400
  })

  it('occupants stay at 1 or more', () => {
    expect(setOccupants(0)(DEFAULT_STATE).profile.occupants).toBe(1)
  })

  it('the size and the energy figures change alone', () => {
    const state = setNumericField('housingSize', 150)(DEFAULT_STATE)
    expect(state.profile).toEqual({ ...DEFAULT_STATE.profile, housingSize: 150 })
    expect(setNumericField('electricityPrice', 0.18)(DEFAULT_STATE).profile.electricityPrice).toBe(0.18)
  })

  it('the meter power changes alone', () => {
    expect(setKva(12)(DEFAULT_STATE).profile).toEqual({ ...DEFAULT_STATE.profile, kva: 12 })
  })

  it('a typed subscription is kept to the cent within the bounds, and null brings the regulated one back', () => {
    const typed = setSubscription('electricity', 15.456)(DEFAULT_STATE)
    expect(typed.profile).toEqual({ ...DEFAULT_STATE.profile, electricitySubscription: 15.46 })
    expect(setSubscription('gas', 10_000)(DEFAULT_STATE).profile.gasSubscription).toBe(500)
    expect(setSubscription('electricity', null)(typed).profile).toEqual(DEFAULT_STATE.profile)
  })

  it('the default electrically heated home starts with the gas its estimate gives: none', () => {
    expect(DEFAULT_STATE.profile).toMatchObject({ heatingType: 'electricity', gasKwh: 0 })
    expect(applyEstimate(DEFAULT_STATE).profile.gasKwh).toBe(DEFAULT_STATE.profile.gasKwh)
  })

  it('the auto-estimate uses the current size', () => {
    const state = applyEstimate(setNumericField('housingSize', 150)(DEFAULT_STATE))
    expect(state.profile).toMatchObject({ electricityKwh: 3600, gasKwh: 0 }) // 1800 + 1800
  })

  it('reset brings back every default and the electricity tab', () => {
    const changed = setSubscription('gas', 20)(setKva(9)(setTab('gas')(setOccupants(5)(setHousingType('house')(DEFAULT_STATE)))))
    expect(resetState(DEFAULT_STATE)(changed)).toEqual(DEFAULT_STATE)
  })
})
