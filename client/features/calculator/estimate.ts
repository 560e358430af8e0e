import type { CalculatorProfile } from './profile.ts'
import { normaliseFieldValue } from './profile.ts'

/**
 * A house needs 30 % more energy than an apartment of the same size: more outside walls, a roof and
 * often a floor on the ground lose heat that neighbours would otherwise share.
 */
export const HOUSING_FACTOR = { apartment: 1, house: 1.3 } as const

export const ESTIMATE = {
  electricityPerOccupant: 900,
  electricityPerSquareMetre: 12,
  /** With gas-only heating, electricity still covers part of the load per m², without the housing factor. */
  gasHeatingElectricityShare: 0.3,
  gasPerOccupant: 1000,
  gasPerSquareMetre: 80,
} as const

export type ConsumptionEstimate = Pick<CalculatorProfile, 'electricityKwh' | 'gasKwh'>

/** Yearly consumptions estimated from the household, rounded to the kWh. */
export function estimateConsumption(
  profile: Pick<CalculatorProfile, 'housingType' | 'heatingType' | 'housingSize' | 'occupants'>,
): ConsumptionEstimate {
  const { housingType, heatingType, housingSize, occupants } = profile
  const factor = HOUSING_FACTOR[housingType]
  const electricity =
    heatingType === 'gas'
      ? ESTIMATE.electricityPerOccupant * occupants + ESTIMATE.electricityPerSquareMetre * ESTIMATE.gasHeatingElectricityShare * housingSize
      : ESTIMATE.electricityPerOccupant * occupants + ESTIMATE.electricityPerSquareMetre * housingSize * factor
  const gas = heatingType === 'electricity' ? 0 : ESTIMATE.gasPerOccupant * occupants + ESTIMATE.gasPerSquareMetre * housingSize * factor
  return {
    // Keep estimates inside what the inputs accept (only reachable with extreme hand-edited URLs).
    electricityKwh: normaliseFieldValue('electricityKwh', Math.round(electricity)),
    gasKwh: normaliseFieldValue('gasKwh', Math.round(gas)),
  }
}
