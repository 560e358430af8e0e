import { z } from './zod-mini.ts'
import { IsoDate } from './common.ts'
import { ELECTRICITY_OPTIONS, GAS_USES, OPTION_PERIODS } from './regulated-dates.ts'

/**
 * The regulated references every saving is measured against: the regulated electricity tariff (TRVE,
 * « Tarif Bleu ») as dated grids, and the gas « prix repère » month by month. The seed builds them from
 * the regulator's own files (seed/data/regulated/); the worker serves them; the client picks by date.
 * See docs/decisions/0024-regulated-tariff-data.md and 0025-regulated-tariff-dates.md.
 */

/** Meter powers of the regulated tariff, in kVA: up to and including 36 kVA. */
export const REGULATED_KVA = [3, 6, 9, 12, 15, 18, 24, 30, 36] as const
export const RegulatedKva = z.number().check(z.int(), z.gte(3), z.lte(36))

/**
 * One amount, all taxes included and before tax. `null` means the source did not give it: the site says
 * « non communiqué », it never guesses.
 */
export const Amount = z.object({
  ttc: z.nullable(z.number().check(z.positive())),
  ht: z.nullable(z.number().check(z.positive())),
})
export type Amount = z.infer<typeof Amount>

/** Who published a grid or a month, and a reference a person can look up (deliberation, page, file). */
export const RegulatedSource = z.object({
  publisher: z.string().check(z.minLength(1)),
  reference: z.string().check(z.minLength(1)),
  /** How sure the figures are, when a reader should know (second-hand, partly confirmed…). */
  note: z.optional(z.string().check(z.minLength(1))),
})
export type RegulatedSource = z.infer<typeof RegulatedSource>

export const ElectricityOption = z.enum(ELECTRICITY_OPTIONS)
export type ElectricityOption = z.infer<typeof ElectricityOption>

function periodPrices<const K extends readonly string[]>(keys: K) {
  return z.object(Object.fromEntries(keys.map((key) => [key, Amount])) as { [P in K[number]]: typeof Amount })
}

function powerRow<P extends z.ZodMiniType>(prices: P) {
  return z.object({
    kva: RegulatedKva,
    /** € per year, as the regulator publishes it. */
    subscriptionPerYear: Amount,
    /** € per month TTC: the yearly amount divided by twelve, rounded to the cent. */
    subscriptionPerMonthTtc: z.nullable(z.number().check(z.positive())),
    pricesPerKwh: prices,
  })
}

function grid<O extends ElectricityOption, P extends z.ZodMiniType>(option: O, prices: P) {
  return z.object({
    option: z.literal(option),
    /** First day the grid applies (Europe/Paris calendar day). */
    effectiveFrom: IsoDate,
    /** First day it no longer applies (the next grid's first day); null while no successor is known. */
    effectiveTo: z.nullable(IsoDate),
    source: RegulatedSource,
    /** One row per meter power, by increasing kVA. */
    powers: z.array(powerRow(prices)).check(z.minLength(1)),
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

export const GasUse = z.enum(GAS_USES)
export type GasUse = z.infer<typeof GasUse>

/** The regulator's price levels (« niveaux de prix »), 1 to 6: a commune's level sets its gas price. */
export const GasPriceLevel = z.number().check(z.int(), z.gte(1), z.lte(6))

/** One price level's figures of a use; a figure the source does not give is null. */
export const GasLevelPrice = z.object({
  level: GasPriceLevel,
  /** € per year. */
  subscriptionPerYear: Amount,
  pricePerKwh: Amount,
})
export type GasLevelPrice = z.infer<typeof GasLevelPrice>

export const GasUsePrice = z.object({
  /** € per year: the national figure (the regulator's reference for its area). */
  subscriptionPerYear: Amount,
  pricePerKwh: Amount,
  /** The figures per price level, where the source gives them, by increasing level. */
  levels: z.optional(z.array(GasLevelPrice)),
})
export type GasUsePrice = z.infer<typeof GasUsePrice>

/** A calendar month, YYYY-MM. */
export const IsoMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mois attendu au format AAAA-MM'))

/** The CRE's « prix repère » of one month (GRDF area); a use the source did not give is null. */
export const GasReferenceMonth = z.object({
  month: IsoMonth,
  uses: z.object({ cooking: z.nullable(GasUsePrice), cookingAndHotWater: z.nullable(GasUsePrice), heating: z.nullable(GasUsePrice) }),
  source: RegulatedSource,
})
export type GasReferenceMonth = z.infer<typeof GasReferenceMonth>

export const GasReferenceData = z.object({ months: z.array(GasReferenceMonth) })
export type GasReferenceData = z.infer<typeof GasReferenceData>

/** The query both endpoints accept: an optional calendar day; without it, today in France. */
export const RegulatedDateQuery = z.object({
  date: z.optional(IsoDate),
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
  inForce: z.nullable(GasReferenceMonth),
  latestKnown: z.nullable(GasReferenceMonth),
  /** Every month, newest first. */
  history: z.array(GasReferenceMonth),
})
export type GasReferencePricesAnswer = z.infer<typeof GasReferencePricesAnswer>
