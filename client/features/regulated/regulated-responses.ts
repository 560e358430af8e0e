import { GasReferencePricesAnswer, RegulatedTariffsAnswer } from '#contract/regulated-tariffs'
import { TempoDaysAnswer } from '#contract/tempo-days'

// Loaded on demand by api.ts, with the data it checks.
export const regulatedTariffs = RegulatedTariffsAnswer
export const gasReferencePrices = GasReferencePricesAnswer
export const tempoDays = TempoDaysAnswer
