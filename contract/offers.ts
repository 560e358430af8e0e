import { z } from './zod-mini.ts'
import { IsoDate, PositiveId, PriceType } from './common.ts'
import { ElectricityOption, RegulatedGrid, RegulatedKva } from './regulated-tariffs.ts'
import { OPTION_PERIODS } from './regulated-dates.ts'

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

export const OfferId = z
  .string()
  .check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Identifiant d’offre attendu : minuscules, chiffres et tirets'), z.maxLength(80))

/** Where the figures were read: a title a person can look up, and its address when it has one. */
export const OfferSource = z.object({
  title: z.string().check(z.minLength(1)),
  url: z.optional(z.url({ protocol: /^https$/ })),
})
export type OfferSource = z.infer<typeof OfferSource>

const PricePerKwh = z.number().check(z.positive(), z.lte(2))

/** One meter power of an offer's own grid: € TTC per month, and € TTC per kWh for each period. */
export const OfferGridRow = z.object({
  kva: RegulatedKva,
  subscriptionPerMonth: z.number().check(z.positive(), z.lte(500)),
  /** Keys are the option's periods (OPTION_PERIODS; `base` for gas). */
  pricesPerKwh: z.record(z.string(), PricePerKwh),
})
export type OfferGridRow = z.infer<typeof OfferGridRow>

/** The ways an offer is priced. */
export const OfferPricing = z.discriminatedUnion('kind', [
  /** Its own published grid: one row per meter power the source gives (gas: one row, kva 6 by convention). */
  z.object({ kind: z.literal('fixedGrid'), rows: z.array(OfferGridRow).check(z.minLength(1)) }),
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
  /** Electricity only: Base, HP/HC or Tempo. */
  option: z.optional(ElectricityOption),
  /** The offer the supplier's cards show for this energy: exactly one per supplier and energy it sells. */
  main: z.boolean(),
  /** How the price moves over time (fixed, indexed, variable, dynamic), as the supplier sells it. */
  priceType: PriceType,
  /** For market-indexed or dynamic offers: how the price is set, in French. */
  priceDescription: z.optional(z.string().check(z.minLength(1))),
  pricing: OfferPricing,
  greenPercentage: z.number().check(z.gte(0), z.lte(100)),
  /** A label the green share carries (« VertVolt », garanties d'origine…), when the source names one. */
  greenLabel: z.optional(z.string().check(z.minLength(1))),
  commitmentMonths: z.number().check(z.int(), z.gte(0)),
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
    if (offer.pricing.kind === 'fixedGrid') {
      const periods: readonly string[] = offer.energy === 'gas' ? ['base'] : OPTION_PERIODS[offer.option ?? 'base']
      offer.pricing.rows.forEach((row, i) => {
        const keys = Object.keys(row.pricesPerKwh).sort()
        if (keys.join() !== [...periods].sort().join()) {
          ctx.addIssue({
            code: 'custom',
            path: ['pricing', 'rows', i, 'pricesPerKwh'],
            message: `expected the periods ${periods.join(', ')}`,
          })
        }
        const previous = offer.pricing.kind === 'fixedGrid' ? offer.pricing.rows[i - 1] : undefined
        if (previous && previous.kva >= row.kva) {
          ctx.addIssue({
            code: 'custom',
            path: ['pricing', 'rows', i, 'kva'],
            message: 'rows must be sorted by increasing kVA, without duplicates',
          })
        }
      })
    }
    if (offer.pricing.kind === 'regulatedDiscount' && offer.energy !== 'electricity') {
      ctx.addIssue({ code: 'custom', path: ['pricing'], message: 'only electricity has a regulated tariff to discount' })
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
    rows: z.array(PricedRow).check(z.minLength(1)),
  }),
  z.object({ status: z.literal('unpriced'), reason: z.string().check(z.minLength(1)) }),
])
export type OfferPrices = z.infer<typeof OfferPrices>

/** GET /api/offers: the filters, each optional; `date` defaults to today in France. */
export const OffersQuery = z.object({
  energy: z.optional(Energy),
  option: z.optional(ElectricityOption),
  kva: z.optional(z.pipe(z.string().check(z.regex(/^(3|6|9|12|15|18|24|30|36)$/, 'kva')), z.transform(Number))),
  date: z.optional(IsoDate),
})
export type OffersQuery = z.infer<typeof OffersQuery>

export const OFFERS_QUERY_MESSAGES = {
  energy: 'L’énergie doit être « electricity » ou « gas ».',
  option: 'L’option doit être « base », « hphc » ou « tempo ».',
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

/** One offer as /api/offers gives it: the offer, its supplier's name, and its prices on the asked day. */
export const OfferView = z.extend(OfferFields, { supplierName: z.string().check(z.minLength(1)), prices: OfferPrices })
export type OfferView = z.infer<typeof OfferView>

export const OffersAnswer = z.object({
  date: IsoDate,
  /** The filters applied (energy, option, kva), as understood. */
  filters: z.object({ energy: z.nullable(Energy), option: z.nullable(ElectricityOption), kva: z.nullable(RegulatedKva) }),
  /** Offers current on `date`, priced ones first (catalogue order kept within each group). */
  offers: z.array(OfferView),
})
export type OffersAnswer = z.infer<typeof OffersAnswer>
