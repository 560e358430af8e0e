import type { defaultPrices } from '../../lib/regulated-reference.ts'

export type HousingType = 'apartment' | 'house'
export type HeatingType = 'electricity' | 'gas' | 'both'
export type EnergyTab = 'electricity' | 'gas'

/** The visitor's profile; it never leaves the browser except in the page's own URL. */
export type CalculatorProfile = {
  housingType: HousingType
  heatingType: HeatingType
  /** m². */
  housingSize: number
  occupants: number
  /** kWh per year. */
  electricityConsumption: number
  /** € per kWh. */
  electricityPrice: number
  /** kWh per year. */
  gasConsumption: number
  /** € per kWh. */
  gasPrice: number
}

/** The profile plus the open tab: everything the page keeps in its URL. */
export type CalculatorState = {
  profile: CalculatorProfile
  tab: EnergyTab
}

/** Spec §3 defaults for the household; the prices come from the regulated data, see `defaultState`. */
export const DEFAULT_HOUSEHOLD = {
  housingType: 'apartment',
  heatingType: 'electricity',
  housingSize: 80,
  occupants: 2,
  electricityConsumption: 3500,
  gasConsumption: 8200,
} as const satisfies Omit<CalculatorProfile, 'electricityPrice' | 'gasPrice'>

/** The regulated prices the calculator starts from (`defaultPrices` of client/lib/regulated-reference.ts). */
export type ReferencePrices = ReturnType<typeof defaultPrices>

/**
 * The default state: DEFAULT_HOUSEHOLD with the regulated prices of the visitor's day (the newest Base
 * price and heating prix repère known), so the calculator follows a new grid without a deploy.
 * A price the data does not hold at all starts at the slider's lowest value.
 */
export function defaultState(prices: ReferencePrices): CalculatorState {
  return {
    profile: {
      ...DEFAULT_HOUSEHOLD,
      // Kept to the field's four decimals like any price the visitor types (the CRE gives some with
      // five), so the prerendered costs and the hydrated ones agree.
      electricityPrice: normaliseFieldValue('electricityPrice', prices.electricity?.pricePerKwh ?? FIELD_LIMITS.electricityPrice.sliderMin),
      gasPrice: normaliseFieldValue('gasPrice', prices.gas?.pricePerKwh ?? FIELD_LIMITS.gasPrice.sliderMin),
    },
    tab: 'electricity',
  }
}

export type NumericField = 'housingSize' | 'electricityConsumption' | 'electricityPrice' | 'gasConsumption' | 'gasPrice'

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
  /** Decimals kept for the value (4 for prices, whole numbers otherwise). */
  decimals: 0 | 4
}

/** Slider ranges and steps cover common homes; typed values may go beyond, up to `max`. */
export const FIELD_LIMITS: Record<NumericField, FieldLimits> = {
  housingSize: { min: 1, max: 2000, sliderMin: 20, sliderMax: 300, step: 5, decimals: 0 },
  electricityConsumption: { min: 1, max: 200_000, sliderMin: 500, sliderMax: 15_000, step: 100, decimals: 0 },
  electricityPrice: { min: 0.01, max: 5, sliderMin: 0.1, sliderMax: 0.5, step: 0.001, decimals: 4 },
  gasConsumption: { min: 0, max: 400_000, sliderMin: 0, sliderMax: 25_000, step: 100, decimals: 0 },
  gasPrice: { min: 0.01, max: 5, sliderMin: 0.05, sliderMax: 0.25, step: 0.001, decimals: 4 },
}

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
