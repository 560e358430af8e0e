import { z } from './zod.ts'
import { IsoDate } from './common.ts'

/**
 * The regulated references every saving is measured against: the regulated electricity tariff (TRVE,
 * « Tarif Bleu ») as dated grids, and the gas « prix repère » month by month. The seed builds them from
 * the regulator's own files (seed/data/regulated/); the worker serves them; the client picks by date.
 * See docs/decisions/0024-regulated-tariff-data.md and 0025-regulated-tariff-dates.md.
 */

/** Meter powers of the regulated tariff, in kVA: up to and including 36 kVA. */
export const REGULATED_KVA = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const
export const RegulatedKva = z.number().int().min(3).max(36)

/**
 * One amount, all taxes included and before tax. `null` means the source did not give it: the site says
 * « non communiqué », it never guesses.
 */
export const Amount = z.object({
  ttc: z.number().positive().nullable(),
  ht: z.number().positive().nullable(),
})
export type Amount = z.infer<typeof Amount>

/** Who published a grid or a month, and a reference a person can look up (deliberation, page, file). */
export const RegulatedSource = z.object({
  publisher: z.string().min(1),
  reference: z.string().min(1),
  /** How sure the figures are, when a reader should know (second-hand, partly confirmed…). */
  note: z.string().min(1).optional(),
})
export type RegulatedSource = z.infer<typeof RegulatedSource>

export const ELECTRICITY_OPTIONS = ['base', 'hphc', 'tempo'] as const
export const ElectricityOption = z.enum(ELECTRICITY_OPTIONS)
export type ElectricityOption = z.infer<typeof ElectricityOption>

/** The periods of each option, each with its own price per kWh. */
export const OPTION_PERIODS = {
  base: ['base'],
  hphc: ['offPeak', 'peak'],
  tempo: ['blueOffPeak', 'bluePeak', 'whiteOffPeak', 'whitePeak', 'redOffPeak', 'redPeak'],
} as const satisfies Record<ElectricityOption, readonly string[]>

function periodPrices<const K extends readonly string[]>(keys: K) {
  return z.object(Object.fromEntries(keys.map((key) => [key, Amount])) as { [P in K[number]]: typeof Amount })
}

function powerRow<P extends z.ZodType>(prices: P) {
  return z.object({
    kva: RegulatedKva,
    /** € per year, as the regulator publishes it. */
    subscriptionPerYear: Amount,
    /** € per month TTC: the yearly amount divided by twelve, rounded to the cent. */
    subscriptionPerMonthTtc: z.number().positive().nullable(),
    pricesPerKwh: prices,
  })
}

function grid<O extends ElectricityOption, P extends z.ZodType>(option: O, prices: P) {
  return z.object({
    option: z.literal(option),
    /** First day the grid applies (Europe/Paris calendar day). */
    effectiveFrom: IsoDate,
    /** First day it no longer applies (the next grid's first day); null while no successor is known. */
    effectiveTo: IsoDate.nullable(),
    source: RegulatedSource,
    /** One row per meter power, by increasing kVA. */
    powers: z.array(powerRow(prices)).min(1),
  })
}

export const BaseGrid = grid('base', periodPrices(OPTION_PERIODS.base))
export const HpHcGrid = grid('hphc', periodPrices(OPTION_PERIODS.hphc))
export const TempoGrid = grid('tempo', periodPrices(OPTION_PERIODS.tempo))
export type BaseGrid = z.infer<typeof BaseGrid>
export type HpHcGrid = z.infer<typeof HpHcGrid>
export type TempoGrid = z.infer<typeof TempoGrid>

export const RegulatedGrid = z.discriminatedUnion('option', [BaseGrid, HpHcGrid, TempoGrid])
export type RegulatedGrid = z.infer<typeof RegulatedGrid>

/** What the seed stores: every grid known, oldest first per option. */
export const RegulatedTariffData = z.object({ grids: z.array(RegulatedGrid) })
export type RegulatedTariffData = z.infer<typeof RegulatedTariffData>

export const GAS_USES = ['cooking', 'cookingAndHotWater', 'heating'] as const
export const GasUse = z.enum(GAS_USES)
export type GasUse = z.infer<typeof GasUse>

export const GasUsePrice = z.object({
  /** € per year. */
  subscriptionPerYear: Amount,
  pricePerKwh: Amount,
})
export type GasUsePrice = z.infer<typeof GasUsePrice>

/** A calendar month, YYYY-MM. */
export const IsoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois attendu au format AAAA-MM')

/** The CRE's « prix repère » of one month (GRDF area); a use the source did not give is null. */
export const GasReferenceMonth = z.object({
  month: IsoMonth,
  uses: z.object({ cooking: GasUsePrice.nullable(), cookingAndHotWater: GasUsePrice.nullable(), heating: GasUsePrice.nullable() }),
  source: RegulatedSource,
})
export type GasReferenceMonth = z.infer<typeof GasReferenceMonth>

export const GasReferenceData = z.object({ months: z.array(GasReferenceMonth) })
export type GasReferenceData = z.infer<typeof GasReferenceData>

/** The query both endpoints accept: an optional calendar day; without it, today in France. */
export const RegulatedDateQuery = z.object({
  date: IsoDate.optional(),
})
export type RegulatedDateQuery = z.infer<typeof RegulatedDateQuery>
export const REGULATED_DATE_MESSAGE = 'La date doit être un jour valide au format AAAA-MM-JJ (par exemple 2026-09-01).'

/** GET /api/regulated-tariffs: the grids in force on `date` (one per option at most) and every grid. */
export const RegulatedTariffsAnswer = z.object({
  date: IsoDate,
  inForce: z.array(RegulatedGrid),
  /** Every grid, newest first. */
  history: z.array(RegulatedGrid),
})
export type RegulatedTariffsAnswer = z.infer<typeof RegulatedTariffsAnswer>

/** GET /api/gas-reference-prices: the month of `date` when known, else null; the newest month known by then. */
export const GasReferencePricesAnswer = z.object({
  date: IsoDate,
  inForce: GasReferenceMonth.nullable(),
  latestKnown: GasReferenceMonth.nullable(),
  /** Every month, newest first. */
  history: z.array(GasReferenceMonth),
})
export type GasReferencePricesAnswer = z.infer<typeof GasReferencePricesAnswer>

/** The calendar day in France at `instant`: the tariffs change at midnight, Paris time. */
export function franceDate(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)
}

/** Whether a grid applies on `date` (YYYY-MM-DD): effectiveFrom ≤ date < effectiveTo. */
export function isInForce(grid: Pick<RegulatedGrid, 'effectiveFrom' | 'effectiveTo'>, date: string): boolean {
  return grid.effectiveFrom <= date && (grid.effectiveTo === null || date < grid.effectiveTo)
}

/**
 * The grids in force on `date`, one per option, in the order of ELECTRICITY_OPTIONS. An option with no
 * grid that day (before its first grid) is absent. Grids never overlap (the seed refuses it); were two
 * to match, the one that started last wins.
 */
export function gridsInForce<G extends Pick<RegulatedGrid, 'option' | 'effectiveFrom' | 'effectiveTo'>>(
  grids: readonly G[],
  date: string,
): G[] {
  const picked: G[] = []
  for (const option of ELECTRICITY_OPTIONS) {
    const candidates = grids.filter((g) => g.option === option && isInForce(g, date))
    const newest = candidates.reduce<G | undefined>((best, g) => (!best || g.effectiveFrom > best.effectiveFrom ? g : best), undefined)
    if (newest) picked.push(newest)
  }
  return picked
}

/** The prix repère month that contains `date`, or null when that month was not published (or not found). */
export function gasMonthInForce<M extends Pick<GasReferenceMonth, 'month'>>(months: readonly M[], date: string): M | null {
  return months.find((m) => m.month === date.slice(0, 7)) ?? null
}

/** The newest prix repère month that started on or before `date`, or null. */
export function latestGasMonth<M extends Pick<GasReferenceMonth, 'month'>>(months: readonly M[], date: string): M | null {
  const month = date.slice(0, 7)
  return months.filter((m) => m.month <= month).reduce<M | null>((best, m) => (!best || m.month > best.month ? m : best), null)
}

/** Newest first, for history tables. */
export function newestFirst<T extends { effectiveFrom: string; option: ElectricityOption }>(grids: readonly T[]): T[] {
  return [...grids].sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom) || ELECTRICITY_OPTIONS.indexOf(a.option) - ELECTRICITY_OPTIONS.indexOf(b.option))
}
