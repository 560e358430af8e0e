import { z } from './zod-mini.ts'
import { IsoDate, PositiveId, PositiveIdParam, PriceType } from './common.ts'
import { RegulatedGrid, RegulatedKva } from './regulated-tariffs.ts'
import { OFFER_OPTION_PERIODS, OFFER_OPTIONS } from './offer-structures.ts'

/**
 * An offer: what a household subscribes to. A supplier sells one or more; the supplier cards and lists
 * of the API are derived from each supplier's main offer per energy. How an offer is priced is explicit:
 * its own grid, a discount on the regulated tariff (priced from the grid in force on the asked day), or
 * no price at all with the reason. A figure no dated public source gives is never filled in.
 * See docs/decisions/0033-offers-as-catalogue-data.md and 0034-offer-figures-and-sources.md.
 */

export const ENERGIES = ['electricity', 'gas'] as const
export const Energy = z.enum(ENERGIES)
export type Energy = z.infer<typeof Energy>

/** How an offer's price is set: its structure (Base, HP/HC, Tempo, week-end, seasonal…; contract/offer-structures.ts). */
export const OfferOption = z.enum(OFFER_OPTIONS)
export type OfferOption = z.infer<typeof OfferOption>

export const OfferId = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant d’offre attendu : minuscules, chiffres et tirets'), z.maxLength(80))

/** Where the figures were read: a title a person can look up, and its address when it has one. */
export const OfferSource = z.object({
  title: z.string().check(z.minLength(1)),
  url: z.optional(z.url({ protocol: /^https$/ })),
})
export type OfferSource = z.infer<typeof OfferSource>

/**
 * Upper bounds of a grid's figures (€ TTC), above any real offer: a figure past them is a typing slip
 * (a price per MWh, a yearly subscription). The seed's messages name them.
 */
export const OFFER_PRICE_PER_KWH_MAX = 2
export const OFFER_SUBSCRIPTION_PER_MONTH_MAX = 500

const PricePerKwh = z.number().check(z.positive(), z.lte(OFFER_PRICE_PER_KWH_MAX))

/** One meter power of an offer's own grid: € TTC per month, and € TTC per kWh for each period. */
export const OfferGridRow = z.object({
  kva: RegulatedKva,
  subscriptionPerMonth: z.number().check(z.positive(), z.lte(OFFER_SUBSCRIPTION_PER_MONTH_MAX)),
  /** Keys are the option's periods (OPTION_PERIODS; `base` for gas). */
  pricesPerKwh: z.record(z.string(), PricePerKwh),
})
export type OfferGridRow = z.infer<typeof OfferGridRow>

/**
 * How a grid's prices move, as its source states it: fixed, indexed on the regulated tariff (`regulated`:
 * its rule says how), indexed on another index, variable at the supplier's will, dynamic (hourly market
 * price). Null when the source does not say.
 */
export const GridPriceType = z.enum(['fixed', 'regulated', 'indexed', 'variable', 'dynamic'])
export type GridPriceType = z.infer<typeof GridPriceType>

/** Hour windows a grid states for its periods (contract/offer-structures.ts, OfferHours). */
export const OfferGridHours = z.record(z.string().check(z.regex(/^[a-zA-Z]+$/)), z.string().check(z.minLength(1)))

/**
 * One dated version of an offer's own grid, as the supplier's document gives it: from its first day,
 * until the day before the next version (null while none is known), every meter power the source gives.
 */
export const OfferGrid = z.object({
  validFrom: IsoDate,
  /** Last day (inclusive); null while it is the newest version known. */
  validUntil: z.nullable(IsoDate),
  /** The newest day a source shows this grid as current (never the day it was imported). */
  checkedAt: IsoDate,
  priceType: z.nullable(GridPriceType),
  /** The indexation rule, in the source's words, when it states one. */
  rule: z.optional(z.string().check(z.minLength(1))),
  hours: z.optional(OfferGridHours),
  source: OfferSource,
  /** What a reader should know about the figures (one source, a divergence…). */
  note: z.optional(z.string().check(z.minLength(1))),
  rows: z.array(OfferGridRow).check(z.minLength(1)),
})
export type OfferGrid = z.infer<typeof OfferGrid>

/** The ways an offer is priced. */
export const OfferPricing = z.discriminatedUnion('kind', [
  /** Its own published grid: one row per meter power the source gives (gas: one row, kva 6 by convention). */
  z.object({ kind: z.literal('fixedGrid'), rows: z.array(OfferGridRow).check(z.minLength(1)) }),
  /**
   * Its grids as published over time (seed/data/offer-grids.csv), oldest first, never overlapping: the
   * one in force on the asked day prices it, with its own check date and source.
   */
  z.object({ kind: z.literal('datedGrids'), grids: z.array(OfferGrid).check(z.minLength(1)) }),
  /**
   * A discount on the regulated tariff of the same option, in % of the price before tax (HT). Priced from
   * the regulated grid in force on the asked day, every power it lists. 0 and 0 is the regulated tariff.
   */
  z.object({
    kind: z.literal('regulatedDiscount'),
    kwhDiscountPercent: z.number().check(z.gte(0), z.lte(100)),
    subscriptionDiscountPercent: z.number().check(z.gte(0), z.lte(100)),
  }),
  /** No price the site can stand behind: listed apart, with the reason in French. */
  z.object({ kind: z.literal('unpriced'), reason: z.string().check(z.minLength(1)) }),
])
export type OfferPricing = z.infer<typeof OfferPricing>

export const OfferFields = z.object({
  id: OfferId,
  supplierId: PositiveId,
  name: z.string().check(z.minLength(1)),
  energy: Energy,
  /** Electricity only: its price structure (Base, HP/HC, Tempo, week-end, seasonal…). */
  option: z.optional(OfferOption),
  /** The offer the supplier's cards show for this energy: exactly one per supplier and energy it sells. */
  main: z.boolean(),
  /** How the price moves over time (fixed, indexed, variable, dynamic), as the supplier sells it; null when no source says. */
  priceType: z.nullable(PriceType),
  /** For market-indexed or dynamic offers: how the price is set, in French. */
  priceDescription: z.optional(z.string().check(z.minLength(1))),
  pricing: OfferPricing,
  /** Null when no source read for the catalogue states it. */
  greenPercentage: z.nullable(z.number().check(z.gte(0), z.lte(100))),
  /** A label the green share carries (« VertVolt », garanties d'origine…), when the source names one. */
  greenLabel: z.optional(z.string().check(z.minLength(1))),
  /** Null when no source read for the catalogue states it. */
  commitmentMonths: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** Fees the source states, in French (« Sans frais de résiliation »); absent when it states none. */
  fees: z.optional(z.array(z.string().check(z.minLength(1)))),
  /** First day the figures are known to apply. */
  validFrom: IsoDate,
  /** Last day the offer can be subscribed at these figures; null when the source gives none. */
  validUntil: z.nullable(IsoDate),
  pricesCheckedAt: IsoDate,
  source: OfferSource,
})

export const Offer = OfferFields.check(
  z.superRefine((offer, ctx) => {
    if (offer.energy === 'electricity' && offer.option === undefined) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: 'an electricity offer needs its option' })
    }
    if (offer.energy === 'gas' && offer.option !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: 'a gas offer has no option' })
    }
    if (offer.validUntil !== null && offer.validUntil < offer.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'validUntil is before validFrom' })
    }
    const periods: readonly string[] = offer.energy === 'gas' ? ['base'] : OFFER_OPTION_PERIODS[offer.option ?? 'base']
    const checkRows = (rows: readonly OfferGridRow[], path: (string | number)[]) =>
      rows.forEach((row, i) => {
        const keys = Object.keys(row.pricesPerKwh).sort()
        if (keys.join() !== [...periods].sort().join()) {
          ctx.addIssue({ code: 'custom', path: [...path, i, 'pricesPerKwh'], message: `expected the periods ${periods.join(', ')}` })
        }
        const previous = rows[i - 1]
        if (previous && previous.kva >= row.kva) {
          ctx.addIssue({ code: 'custom', path: [...path, i, 'kva'], message: 'rows must be sorted by increasing kVA, without duplicates' })
        }
      })
    if (offer.pricing.kind === 'fixedGrid') checkRows(offer.pricing.rows, ['pricing', 'rows'])
    if (offer.pricing.kind === 'datedGrids') {
      offer.pricing.grids.forEach((grid, g) => {
        checkRows(grid.rows, ['pricing', 'grids', g, 'rows'])
        const previous = offer.pricing.kind === 'datedGrids' ? offer.pricing.grids[g - 1] : undefined
        if (grid.validUntil !== null && grid.validUntil < grid.validFrom)
          ctx.addIssue({ code: 'custom', path: ['pricing', 'grids', g, 'validUntil'], message: 'validUntil is before validFrom' })
        if (previous && (previous.validUntil === null || previous.validUntil >= grid.validFrom))
          ctx.addIssue({
            code: 'custom',
            path: ['pricing', 'grids', g, 'validFrom'],
            message: 'grids must follow each other without overlapping',
          })
      })
    }
    if (offer.pricing.kind === 'regulatedDiscount' && offer.energy !== 'electricity') {
      ctx.addIssue({ code: 'custom', path: ['pricing'], message: 'only electricity has a regulated tariff to discount' })
    } else if (offer.pricing.kind === 'regulatedDiscount' && !['base', 'hphc', 'tempo'].includes(offer.option ?? 'base')) {
      ctx.addIssue({ code: 'custom', path: ['pricing'], message: 'the regulated tariff has no such option to discount' })
    }
  }),
)
export type Offer = z.infer<typeof Offer>

/** One meter power of a priced offer, all taxes included. */
export const PricedRow = z.object({
  kva: RegulatedKva,
  subscriptionPerMonth: z.number().check(z.positive()),
  pricesPerKwh: z.record(z.string(), z.number().check(z.positive())),
})
export type PricedRow = z.infer<typeof PricedRow>

export const OfferPrices = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('priced'),
    /** The regulated grid the prices come from (an offer indexed on it), else absent. */
    regulatedGridFrom: z.optional(IsoDate),
    /** The first day of the offer's own grid in force that day, for an offer with dated grids. */
    gridFrom: z.optional(IsoDate),
    /** That grid's hour windows and indexation rule, when it states them. */
    hours: z.optional(OfferGridHours),
    rule: z.optional(z.string().check(z.minLength(1))),
    rows: z.array(PricedRow).check(z.minLength(1)),
  }),
  z.object({ status: z.literal('unpriced'), reason: z.string().check(z.minLength(1)) }),
])
export type OfferPrices = z.infer<typeof OfferPrices>

/** GET /api/offers: the filters, each optional; `date` defaults to today in France. */
export const OffersQuery = z.object({
  /** One supplier's offers (its detail page); an id no supplier has lists none. */
  supplier: z.optional(z.pipe(PositiveIdParam, z.transform(Number))),
  energy: z.optional(Energy),
  option: z.optional(OfferOption),
  kva: z.optional(z.pipe(z.string().check(z.regex(/^(3|6|9|12|15|18|24|30|36)$/, 'kva')), z.transform(Number))),
  date: z.optional(IsoDate),
})
export type OffersQuery = z.infer<typeof OffersQuery>

export const OFFERS_QUERY_MESSAGES = {
  supplier: 'Le fournisseur doit être un identifiant entier positif écrit simplement (par exemple 1, pas 01).',
  energy: 'L’énergie doit être « electricity » ou « gas ».',
  option: `L’option doit être l’une de ${OFFER_OPTIONS.map((o) => `« ${o} »`).join(', ')}.`,
  kva: 'La puissance doit être l’une de 3, 6, 9, 12, 15, 18, 24, 30 ou 36 (kVA).',
  date: 'La date doit être un jour valide au format AAAA-MM-JJ (par exemple 2026-09-01).',
} as const satisfies Record<keyof OffersQuery, string>

/**
 * What the seed stores for /api/offers: every offer with its supplier's name, and every regulated grid,
 * so one KV read prices the regulated-indexed offers on any day.
 */
export const OfferCatalogue = z.object({
  offers: z.array(z.extend(OfferFields, { supplierName: z.string().check(z.minLength(1)) })),
  grids: z.array(RegulatedGrid),
})
export type OfferCatalogue = z.infer<typeof OfferCatalogue>

/**
 * One offer as /api/offers gives it: the offer, its supplier's name, and its prices on the asked day. For an
 * offer with dated grids, `pricesCheckedAt` and `source` are those of the grid in force that day.
 */
export const OfferView = z.extend(OfferFields, {
  supplierName: z.string().check(z.minLength(1)),
  prices: OfferPrices,
  /**
   * True when the offer's prices are not confirmed as current on the asked day (checked more than six
   * months before, or indexed on a regulated grid since replaced): listed apart, never ranked with the
   * others (docs/decisions/0055).
   */
  stale: z.boolean(),
})
export type OfferView = z.infer<typeof OfferView>

export const OffersAnswer = z.object({
  date: IsoDate,
  /** The filters applied (supplier, energy, option, kva), as understood. */
  filters: z.object({
    supplier: z.nullable(PositiveId),
    energy: z.nullable(Energy),
    option: z.nullable(OfferOption),
    kva: z.nullable(RegulatedKva),
  }),
  /** Offers current on `date`, priced ones first (catalogue order kept within each group). */
  offers: z.array(OfferView),
})
export type OffersAnswer = z.infer<typeof OffersAnswer>
