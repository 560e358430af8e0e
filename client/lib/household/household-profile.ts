import { HOUSEHOLD_KVA, type HouseholdKva } from '#contract/household'
import { ELECTRICITY_OPTIONS, type ElectricityOptionName } from '#contract/regulated-dates'
import { enumParam, numberParam, textParam } from '../search-params.ts'

/**
 * The household a visitor describes once and every comparing page reads: the electricity and gas
 * comparisons, the comparator aliases and the calculator. It lives in the address only (nothing is
 * stored), under French names so a shared link reads naturally, and each page carries it on in its
 * links, so the profile survives reload, back and a move between pages.
 *
 * Plain readers without zod: `validateSearch` runs in every page's first load.
 */

/**
 * The defaults, each stated on the page that uses it. Off-peak: the regulated off-peak hours are 8 of
 * the 24, so a household that does not shift its use puts a third of it there; a visitor who runs a
 * water heater or a car at night types more. Tempo: the same consumption every day of the regulated
 * calendar (300 blue, 43 white, 22 red days), i.e. no electric heating; an electrically heated home uses
 * more on white and red (winter) days and should type its own split.
 */
export const HOUSEHOLD_DEFAULTS = {
  electricityKwh: 3500,
  gasKwh: 8200,
  kva: 6,
  option: 'base',
  offPeakPercent: Math.round((8 / 24) * 100),
  tempoDays: { blue: 300, white: 43, red: 22 },
} as const satisfies {
  electricityKwh: number
  gasKwh: number
  kva: HouseholdKva
  option: ElectricityOptionName
  offPeakPercent: number
  tempoDays: { blue: number; white: number; red: number }
}

/** Accepted ranges: generous, so a large home fits, and bounded, so a typo never yields absurd bills. */
export const HOUSEHOLD_LIMITS = {
  electricityKwh: { min: 1, max: 200_000 },
  gasKwh: { min: 0, max: 400_000 },
  percent: { min: 0, max: 100 },
  /** € TTC per kWh and per month typed from a bill. */
  pricePerKwh: { min: 0.01, max: 5 },
  subscriptionPerMonth: { min: 0, max: 500 },
} as const

/** The current contract: the regulated reference, a catalogue offer (its id), or prices typed from a bill. */
export const REGULATED_CONTRACT = 'trv'
export const TYPED_CONTRACT = 'prix'
const OFFER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** 24 hourly figures per thousand; household.ts turns them into shares. */
const HOURLY = /^\d{1,4}(?:-\d{1,4}){23}$/

/** The profile's address parameters; every one optional, so a bare address is the default household. */
export type HouseholdSearch = {
  /** Yearly kWh. */
  conso_elec?: number
  conso_gaz?: number
  kva?: HouseholdKva
  option?: ElectricityOptionName
  /** % of the electricity used in off-peak hours (HP/HC, and each Tempo colour). */
  hc?: number
  /** % of the electricity used on white and on red Tempo days; blue days take the rest. */
  tempo_blanc?: number
  tempo_rouge?: number
  /** Current contract per energy: `trv`, `prix` or an offer id. */
  contrat_elec?: string
  contrat_gaz?: string
  /** A contract typed from the bill: € TTC per kWh and € TTC per month. */
  prix_elec?: number
  abo_elec?: number
  prix_gaz?: number
  abo_gaz?: number
  /**
   * The meter file's own shares for the market's other price structures, in %: Saturdays and Sundays,
   * the busiest weekday, April to October; and the use of each hour of the day, 0 h to 23 h, as 24 whole
   * numbers per thousand joined by « - » (read as proportions of their sum).
   */
  part_weekend?: number
  part_jour?: number
  part_ete?: number
  part_heures?: string
  /** `fichier` when the electricity figures come from the visitor's meter file, so the pages say so. */
  origine?: ProfileOrigin
}

/** The only origin a profile names: the meter file read on /ma-consommation. */
export const PROFILE_ORIGINS = ['fichier'] as const
export type ProfileOrigin = (typeof PROFILE_ORIGINS)[number]

/** The keys the meter file fills: a visitor who changes one of them no longer has the file's profile. */
export const FILE_PROFILE_KEYS = [
  'conso_elec',
  'kva',
  'hc',
  'tempo_blanc',
  'tempo_rouge',
  'part_weekend',
  'part_jour',
  'part_ete',
  'part_heures',
] as const satisfies readonly (keyof HouseholdSearch)[]

export const HOUSEHOLD_KEYS = [
  'conso_elec',
  'conso_gaz',
  'kva',
  'option',
  'hc',
  'tempo_blanc',
  'tempo_rouge',
  'contrat_elec',
  'contrat_gaz',
  'prix_elec',
  'abo_elec',
  'prix_gaz',
  'abo_gaz',
  'part_weekend',
  'part_jour',
  'part_ete',
  'part_heures',
  'origine',
] as const satisfies readonly (keyof HouseholdSearch)[]

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value))

/** A number within `range` (clamped, rounded to `decimals`), or undefined when it is not a number. */
function rangeParam(value: unknown, range: { min: number; max: number }, decimals = 0): number | undefined {
  const number = numberParam(value)
  if (number === undefined) return undefined
  const factor = 10 ** decimals
  return clamp(Math.round(number * factor) / factor, range)
}

function contractParam(value: unknown): string | undefined {
  const text = textParam(value, 80)
  return text !== undefined && OFFER_ID.test(text) ? text : undefined
}

/**
 * Reads the profile from a page's raw search: a value of the wrong shape is dropped (the default
 * applies), a number out of range is brought back into it. White and red shares that exceed 100 % together
 * are dropped together. Every key is named, undefined ones included (see search-params.ts).
 */
export function parseHouseholdSearch(search: Record<string, unknown>): HouseholdSearch {
  const kva = numberParam(search.kva)
  let white = rangeParam(search.tempo_blanc, HOUSEHOLD_LIMITS.percent)
  let red = rangeParam(search.tempo_rouge, HOUSEHOLD_LIMITS.percent)
  if ((white ?? 0) + (red ?? 0) > 100) white = red = undefined
  return {
    conso_elec: rangeParam(search.conso_elec, HOUSEHOLD_LIMITS.electricityKwh),
    conso_gaz: rangeParam(search.conso_gaz, HOUSEHOLD_LIMITS.gasKwh),
    kva: kva !== undefined && (HOUSEHOLD_KVA as readonly number[]).includes(kva) ? (kva as HouseholdKva) : undefined,
    option: enumParam(search.option, ELECTRICITY_OPTIONS),
    hc: rangeParam(search.hc, HOUSEHOLD_LIMITS.percent),
    tempo_blanc: white,
    tempo_rouge: red,
    contrat_elec: contractParam(search.contrat_elec),
    contrat_gaz: contractParam(search.contrat_gaz),
    prix_elec: rangeParam(search.prix_elec, HOUSEHOLD_LIMITS.pricePerKwh, 4),
    abo_elec: rangeParam(search.abo_elec, HOUSEHOLD_LIMITS.subscriptionPerMonth, 2),
    prix_gaz: rangeParam(search.prix_gaz, HOUSEHOLD_LIMITS.pricePerKwh, 4),
    abo_gaz: rangeParam(search.abo_gaz, HOUSEHOLD_LIMITS.subscriptionPerMonth, 2),
    part_weekend: rangeParam(search.part_weekend, HOUSEHOLD_LIMITS.percent, 1),
    part_jour: rangeParam(search.part_jour, HOUSEHOLD_LIMITS.percent, 1),
    part_ete: rangeParam(search.part_ete, HOUSEHOLD_LIMITS.percent, 1),
    part_heures: typeof search.part_heures === 'string' && HOURLY.test(search.part_heures) ? search.part_heures : undefined,
    origine: enumParam(search.origine, PROFILE_ORIGINS),
  }
}

/** Only the profile's keys of a page's search, defined ones: what a link to another comparing page carries. */
export function householdLinkSearch(search: Partial<Record<string, unknown>>): HouseholdSearch {
  const picked: Record<string, unknown> = {}
  for (const key of HOUSEHOLD_KEYS) if (search[key] !== undefined) picked[key] = search[key]
  return parseHouseholdSearch(picked)
}
