/**
 * Editorial facts about the open market, read by the home page and the
 * market-offers page so that both say the same thing. Regulated prices are data (seed/data/regulated), never typed here.
 */
export const marketFacts = {
  /** Typical length of a fixed-price contract, in years. */
  fixedPriceYears: { min: 1, max: 3 },
  /** Gas prices can be locked for up to this many years. */
  gasFixedPriceMaxYears: 4,
  /** Notice a supplier must give before changing a variable price. */
  priceChangeNoticeDays: 30,
  /** Withdrawal period after signing at a distance. */
  withdrawalDays: 14,
  /** Time for a switch to take effect; free, no cut, no technician. */
  switchWeeks: { min: 2, max: 4 },
  /** Regulated gas tariffs for households ended on this date. */
  regulatedGasEnded: '2023-06-30',
  /** The regulated electricity tariff ended above 36 kVA (the « tarifs jaune et vert ») on this date. */
  regulatedElectricityOver36KvaEnded: '2016-01-01',
  /** Up to 36 kVA, businesses that are not micro-enterprises lost it on this date (loi Énergie-Climat). */
  regulatedElectricityNonMicroBusinessesEnded: '2021-01-01',
  /** Share of biomethane a green gas offer may carry, in percent. */
  greenGasShare: { min: 10, max: 100 },
  /** Biomethane's share of gas use in 2025 and the 2030 target, in percent. */
  biomethane: { share2025: 3, target2030: 10 },
  /** Household contracts: no commitment and no termination fee (Code de la consommation). */
  householdTerminationFee: 0,
} as const
