import type { Household } from '#contract/household'
import type { Energy } from '#contract/offers'
import { HOUSEHOLD_LIMITS } from '../../lib/household/household-profile.ts'

export type HousingType = 'apartment' | 'house'
export type HeatingType = Energy | 'both'

/**
 * The visitor's profile; it never leaves the browser except in the page's own URL. The meter power (which
 * sets the electricity subscription) and the yearly consumptions are the household's, under its names
 * (`electricityKwh`, `gasKwh`: kWh per year), as the comparisons read them.
 */
export type CalculatorProfile = Pick<Household, 'kva' | 'electricityKwh' | 'gasKwh'> & {
  housingType: HousingType
  heatingType: HeatingType
  /** m². */
  housingSize: number
  occupants: number
  /** € per kWh. */
  electricityPrice: number
  /** € per kWh. */
  gasPrice: number
  /** € TTC per month typed from a bill; null for the regulated reference's subscription. */
  electricitySubscription: number | null
  gasSubscription: number | null
}

/** The profile plus the open tab: everything the page keeps in its URL. */
export type CalculatorState = {
  profile: CalculatorProfile
  tab: Energy
}

export type NumericField = 'housingSize' | 'electricityKwh' | 'electricityPrice' | 'gasKwh' | 'gasPrice'

export type FieldLimits = {
  /** Smallest value the number input accepts: no home has no floor area or no electricity use. */
  min: number
  /**
   * Largest value the number input and the URL accept. A generous cap keeps a
   * mistyped or hand-edited figure from producing absurd bills, and keeps the URL and the form in step.
   */
  max: number
  sliderMin: number
  sliderMax: number
  step: number
  /** Decimals kept for the value (4 for prices, 2 for amounts in euros, whole numbers otherwise). */
  decimals: 0 | 2 | 4
}

/**
 * Slider ranges and steps cover common homes; typed values may go beyond, up to `max`. The consumptions'
 * and prices' bounds are the household profile's, which every comparing page reads from the same address
 * parameters: one rule for a value, whichever page reads it.
 */
export const FIELD_LIMITS: Record<NumericField, FieldLimits> = {
  housingSize: { min: 1, max: 2000, sliderMin: 20, sliderMax: 300, step: 5, decimals: 0 },
  electricityKwh: { ...HOUSEHOLD_LIMITS.electricityKwh, sliderMin: 500, sliderMax: 15_000, step: 100, decimals: 0 },
  electricityPrice: { ...HOUSEHOLD_LIMITS.pricePerKwh, sliderMin: 0.1, sliderMax: 0.5, step: 0.001, decimals: 4 },
  gasKwh: { ...HOUSEHOLD_LIMITS.gasKwh, sliderMin: 0, sliderMax: 25_000, step: 100, decimals: 0 },
  gasPrice: { ...HOUSEHOLD_LIMITS.pricePerKwh, sliderMin: 0.05, sliderMax: 0.25, step: 0.001, decimals: 4 },
}

/** A subscription typed from a bill, € TTC per month: the household profile's bounds, to the cent. */
export const SUBSCRIPTION_LIMITS = { ...HOUSEHOLD_LIMITS.subscriptionPerMonth, decimals: 2 } as const

/** Occupants: at least 1; the cap only keeps the stepper and the URL within reason. */
export const OCCUPANT_LIMITS = { min: 1, max: 20 } as const

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** Rounds to the field's decimals (floating-point safe enough for 4 decimals) and clamps to its limits. */
export function normaliseFieldValue(field: NumericField, value: number): number {
  const { min, max, decimals } = FIELD_LIMITS[field]
  const factor = 10 ** decimals
  return clamp(Math.round(value * factor) / factor, min, max)
}
