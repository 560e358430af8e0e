import { HOUSEHOLD_DEFAULTS } from '../../lib/household/household-profile.ts'
import { estimateConsumption } from './estimate.ts'
import { FIELD_LIMITS, normaliseFieldValue, type CalculatorProfile, type CalculatorState } from './profile.ts'

/** The home the calculator opens on. */
const DEFAULT_HOME = {
  housingType: 'apartment',
  heatingType: 'electricity',
  housingSize: 80,
  occupants: 2,
} as const satisfies Pick<CalculatorProfile, 'housingType' | 'heatingType' | 'housingSize' | 'occupants'>

/**
 * The household the calculator opens on: the shared profile's electricity use and meter power (so a
 * visitor who moves between the calculator and the comparisons sees one household), and the gas use that
 * the estimate formulas give the default home. That home is heated by electricity, so it uses no gas:
 * opening on 8 200 kWh of gas would bill it for a heating it does not have.
 */
export const DEFAULT_HOUSEHOLD = {
  ...DEFAULT_HOME,
  kva: HOUSEHOLD_DEFAULTS.kva,
  electricityKwh: HOUSEHOLD_DEFAULTS.electricityKwh,
  gasKwh: estimateConsumption(DEFAULT_HOME).gasKwh,
  // The regulated subscriptions until the visitor types their own.
  electricitySubscription: null,
  gasSubscription: null,
} as const satisfies Omit<CalculatorProfile, 'electricityPrice' | 'gasPrice'>

/** The regulated kWh prices the calculator starts from, each with the date it applies from (see reference.ts). */
export type ReferencePrices = {
  electricity: { pricePerKwh: number; since: string } | null
  gas: { pricePerKwh: number; month: string } | null
}

/**
 * The default state: DEFAULT_HOUSEHOLD with the regulated prices of the visitor's day, so the calculator
 * follows a new grid without a deploy. A price the data does not hold at all starts at the slider's
 * lowest value.
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
