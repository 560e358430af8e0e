import type { CurrentContract, Household, PeriodShares, TempoSplit } from '#contract/household'
import type { HouseholdSearch } from './household-profile.ts'
import { HOUSEHOLD_DEFAULTS, REGULATED_CONTRACT, TYPED_CONTRACT } from './household-profile.ts'

// The household (contract/household.ts) built from the address's profile (household-profile.ts).
// Apart from that reader, which the routes' validateSearch puts in every page's first load: this part
// loads with the pages that compare.

function contractOf(id: string | undefined, price: number | undefined, subscription: number | undefined): CurrentContract {
  if (id === undefined || id === REGULATED_CONTRACT) return { kind: 'regulated' }
  if (id === TYPED_CONTRACT) {
    // A typed contract needs both figures; with one missing it cannot be costed, and the regulated
    // reference stands in (the page shows which it used).
    return price !== undefined && subscription !== undefined
      ? { kind: 'typed', pricePerKwh: price, subscriptionPerMonth: subscription }
      : { kind: 'regulated' }
  }
  return { kind: 'offer', offerId: id }
}

function periodSharesOf(search: HouseholdSearch): Partial<PeriodShares> {
  const shares: Partial<PeriodShares> = {}
  if (search.part_weekend !== undefined) shares.weekend = search.part_weekend / 100
  if (search.part_jour !== undefined) shares.chosenDay = search.part_jour / 100
  if (search.part_ete !== undefined) shares.summer = search.part_ete / 100
  const hourly = search.part_heures?.split('-').map(Number)
  const total = hourly?.reduce((a, b) => a + b, 0) ?? 0
  if (hourly && total > 0) shares.hourly = hourly.map((n) => n / total)
  return shares
}

export function householdFromSearch(search: HouseholdSearch): Household {
  const days = HOUSEHOLD_DEFAULTS.tempoDays
  const totalDays = days.blue + days.white + days.red
  const tempoTyped = search.tempo_blanc !== undefined || search.tempo_rouge !== undefined
  const white = tempoTyped ? (search.tempo_blanc ?? 0) / 100 : days.white / totalDays
  const red = tempoTyped ? (search.tempo_rouge ?? 0) / 100 : days.red / totalDays
  return {
    electricityKwh: search.conso_elec ?? HOUSEHOLD_DEFAULTS.electricityKwh,
    gasKwh: search.conso_gaz ?? HOUSEHOLD_DEFAULTS.gasKwh,
    kva: search.kva ?? HOUSEHOLD_DEFAULTS.kva,
    option: search.option ?? HOUSEHOLD_DEFAULTS.option,
    offPeakShare: (search.hc ?? HOUSEHOLD_DEFAULTS.offPeakPercent) / 100,
    tempoColourShares: { blue: 1 - white - red, white, red },
    // Only the meter file gives these: a share the address lacks is the calendar's, named beside each cost that used it.
    periodShares: periodSharesOf(search),
    contract: {
      electricity: contractOf(search.contrat_elec, search.prix_elec, search.abo_elec),
      gas: contractOf(search.contrat_gaz, search.prix_gaz, search.abo_gaz),
    },
    defaulted: {
      electricityKwh: search.conso_elec === undefined,
      gasKwh: search.conso_gaz === undefined,
      offPeak: search.hc === undefined,
      tempo: !tempoTyped,
    },
  }
}

/** The six Tempo periods' shares: each colour's share split by the off-peak share. */
export function tempoPeriodShares(household: Pick<Household, 'offPeakShare' | 'tempoColourShares'>): TempoSplit {
  const { blue, white, red } = household.tempoColourShares
  const off = household.offPeakShare
  return {
    blueOffPeak: blue * off,
    bluePeak: blue * (1 - off),
    whiteOffPeak: white * off,
    whitePeak: white * (1 - off),
    redOffPeak: red * off,
    redPeak: red * (1 - off),
  }
}
