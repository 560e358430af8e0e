import { GasReferencePricesAnswer, RegulatedTariffsAnswer } from '#contract/regulated-tariffs'

// Loaded on demand by api.ts, with the data it checks.
export const regulatedTariffs = RegulatedTariffsAnswer
export const gasReferencePrices = GasReferencePricesAnswer
export { TempoDaysAnswer as tempoDays } from '#contract/tempo-days'
