import type { HouseholdKva } from '#contract/household'
import type { Energy } from '#contract/offers'
import { estimateConsumption } from './estimate.ts'
import {
  clamp,
  normaliseFieldValue,
  OCCUPANT_LIMITS,
  SUBSCRIPTION_LIMITS,
  type CalculatorProfile,
  type CalculatorState,
  type HeatingType,
  type HousingType,
  type NumericField,
} from './profile.ts'

/** A change of the page's state, applied to the latest state (the URL may have moved since render). */
export type StateUpdate = (state: CalculatorState) => CalculatorState

function withEstimate(profile: CalculatorProfile): CalculatorProfile {
  return { ...profile, ...estimateConsumption(profile) }
}

/** Changing the housing type, the heating or the occupants re-estimates both consumptions: each changes what the home uses. */
export const setHousingType =
  (housingType: HousingType): StateUpdate =>
  (state) => ({ ...state, profile: withEstimate({ ...state.profile, housingType }) })

export const setHeatingType =
  (heatingType: HeatingType): StateUpdate =>
  (state) => ({ ...state, profile: withEstimate({ ...state.profile, heatingType }) })

export const setOccupants =
  (occupants: number): StateUpdate =>
  (state) => ({
    ...state,
    profile: withEstimate({ ...state.profile, occupants: clamp(Math.round(occupants), OCCUPANT_LIMITS.min, OCCUPANT_LIMITS.max) }),
  })

/** The size and the four energy figures change alone: the consumptions are re-estimated from the size only when the visitor asks, never behind their back. */
export const setNumericField =
  (field: NumericField, value: number): StateUpdate =>
  (state) => ({ ...state, profile: { ...state.profile, [field]: normaliseFieldValue(field, value) } })

/** The meter power sets the subscription only: the consumptions stay as they are. */
export const setKva =
  (kva: HouseholdKva): StateUpdate =>
  (state) => ({ ...state, profile: { ...state.profile, kva } })

/** A subscription typed from a bill (€ TTC per month), or null to go back to the regulated one. */
export const setSubscription =
  (energy: Energy, perMonth: number | null): StateUpdate =>
  (state) => ({
    ...state,
    profile: {
      ...state.profile,
      [energy === 'electricity' ? 'electricitySubscription' : 'gasSubscription']:
        perMonth === null ? null : clamp(Math.round(perMonth * 100) / 100, SUBSCRIPTION_LIMITS.min, SUBSCRIPTION_LIMITS.max),
    },
  })

/** The auto-estimate button. */
export const applyEstimate: StateUpdate = (state) => ({ ...state, profile: withEstimate(state.profile) })

export const setTab =
  (tab: Energy): StateUpdate =>
  (state) => ({ ...state, tab })

/** Every default back (`defaultState` of the visitor's day), and the electricity tab. */
export const resetState =
  (defaults: CalculatorState): StateUpdate =>
  () =>
    defaults
