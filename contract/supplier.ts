import { z } from './zod-mini.ts'
import { IsoDate, PositiveId, PriceType, SubscriptionTable } from './common.ts'
import { NO_COMMITMENT } from './constants.ts'
import { OFFER_OPTIONS } from './offer-structures.ts'

const PricePerKwh = z.number().check(z.positive(), z.lte(2))
const MonthlyPrice = z.number().check(z.positive(), z.lte(500))

export const SpecialOffer = z.object({
  title: z.string().check(z.minLength(1)),
  summary: z.string().check(z.minLength(1)),
  durationMonths: z.number().check(z.int(), z.positive()),
  electricityDiscountPercent: z.number().check(z.gte(0), z.lte(100)),
  electricityDiscountPeriod: z.string().check(z.minLength(1)),
  gasDiscountPercent: z.number().check(z.gte(0), z.lte(100)),
  /**
   * The meter powers the supplier gives a subscription for. Their prices are not in any dated source the
   * catalogue holds, so the page says where to read them instead of a figure.
   */
  subscriptionPowers: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
  conditions: z.array(z.string().check(z.minLength(1))),
})
export type SpecialOffer = z.infer<typeof SpecialOffer>

/** One offer of a supplier as its detail page lists it: what it is, when it applies, and whether it is priced. */
export const SupplierOffer = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  energy: z.enum(['electricity', 'gas']),
  option: z.optional(z.enum(OFFER_OPTIONS)),
  /** The offer the supplier's cards show for this energy. */
  main: z.boolean(),
  validFrom: IsoDate,
  /** Last day it can be subscribed at these figures; null when the source gives none. */
  validUntil: z.nullable(IsoDate),
  pricesCheckedAt: IsoDate,
  /** Why the site has no price for it, when it has none. */
  unpricedReason: z.optional(z.string().check(z.minLength(1))),
})
export type SupplierOffer = z.infer<typeof SupplierOffer>

/** The supplier's offers and the day the answer was derived for (the first render judges them by that day). */
export const SupplierOffers = z.object({ asOf: IsoDate, items: z.array(SupplierOffer) })
export type SupplierOffers = z.infer<typeof SupplierOffers>

/** One energy's headline figures on a day (contract/supplier-headline.ts). */
export const Headline = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('priced'),
    offerId: z.string().check(z.minLength(1)),
    offerName: z.string().check(z.minLength(1)),
    priceKwh: PricePerKwh,
    averaged: z.boolean(),
    subscriptionPerMonth: MonthlyPrice,
    yearlyCost: z.number().check(z.positive()),
    pricesCheckedAt: IsoDate,
    stale: z.boolean(),
  }),
  z.object({ status: z.literal('missing'), reason: z.string().check(z.minLength(1)) }),
])

const SupplierFields = z.object({
  id: PositiveId,
  name: z.string().check(z.minLength(1)),
  /** Name of the offer whose figures are shown (Base, 6 kVA). */
  offerName: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  longDescription: z.optional(z.array(z.string().check(z.minLength(1))).check(z.minLength(1))),
  rating: z.number().check(z.gte(0), z.lte(5)),
  reviews: z.number().check(z.int(), z.gte(0)),
  isEconomical: z.boolean(),
  isGreen: z.boolean(),
  isFlexible: z.boolean(),
  isNew: z.boolean(),
  hasElectricity: z.boolean(),
  hasGas: z.boolean(),
  electricityPriceKwh: z.optional(PricePerKwh),
  gasPriceKwh: z.optional(PricePerKwh),
  electricitySubscriptionPrice: z.optional(MonthlyPrice),
  gasSubscriptionPrice: z.optional(MonthlyPrice),
  /** Fallback shown when a subscription price is missing. */
  monthlyFee: z.optional(MonthlyPrice),
  /** Subscription by meter power for the electricity offer, when known. */
  subscriptionByKva: z.optional(SubscriptionTable),
  greenPercentage: z.number().check(z.gte(0), z.lte(100)),
  priceType: PriceType,
  commitment: z.string().check(z.minLength(1)),
  commitmentMonths: z.number().check(z.int(), z.gte(0)),
  features: z.array(z.string().check(z.minLength(1))),
  websiteUrl: z.url({ protocol: /^https$/ }),
  pricesCheckedAt: IsoDate,
  /** Why the electricity card has no price, from its main offer (« Prix non publié … »), when it has none. */
  electricityUnpricedReason: z.optional(z.string().check(z.minLength(1))),
  /** Why the gas card has no price, from its main offer, when it has none. */
  gasUnpricedReason: z.optional(z.string().check(z.minLength(1))),
  /**
   * The last day the supplier has a current main offer, when every one of them has an end date: after
   * it the lists leave the supplier out, judged by the visitor's day. Absent when an offer has no end.
   */
  currentUntil: z.optional(IsoDate),
  /** True when no public price sheet was found and the figures are an estimate within peers' range. */
  pricesAreEstimates: z.boolean(),
  specialOffer: z.optional(SpecialOffer),
  /** Detail page only: every offer of the supplier, past ones included, judged by the visitor's day. */
  offers: z.optional(SupplierOffers),
  /**
   * The API's answers only: the day the price fields were computed for, and each energy's headline
   * (contract/supplier-headline.ts). The price fields, `offerName` and `pricesCheckedAt` are the lead
   * headline's (electricity, else gas); `offerId` names its offer and `stale` says its prices are not
   * confirmed as current that day.
   */
  asOf: z.optional(IsoDate),
  offerId: z.optional(z.string().check(z.minLength(1))),
  stale: z.optional(z.boolean()),
  headlines: z.optional(z.object({ electricity: z.optional(Headline), gas: z.optional(Headline) })),
})

export const Supplier = SupplierFields.check(
  z.superRefine((s, ctx) => {
    if ((s.commitmentMonths === 0) !== (s.commitment === NO_COMMITMENT)) {
      ctx.addIssue({
        code: 'custom',
        path: ['commitment'],
        message: `commitment must be "${NO_COMMITMENT}" exactly when commitmentMonths is 0`,
      })
    }
  }),
)
export type Supplier = z.infer<typeof Supplier>

/**
 * A supplier as seed/data/suppliers.json writes it: who it is. Everything about prices, green share,
 * commitment and the energies it sells comes from its offers (contract/offers.ts), so the API's supplier
 * fields are derived and never typed twice. A price no source gives leaves the derived field absent.
 */
export const SupplierProfile = z.strictObject(
  z.omit(SupplierFields, {
    offerName: true,
    hasElectricity: true,
    hasGas: true,
    electricityPriceKwh: true,
    gasPriceKwh: true,
    electricitySubscriptionPrice: true,
    gasSubscriptionPrice: true,
    monthlyFee: true,
    subscriptionByKva: true,
    greenPercentage: true,
    priceType: true,
    commitment: true,
    commitmentMonths: true,
    pricesCheckedAt: true,
    pricesAreEstimates: true,
    electricityUnpricedReason: true,
    gasUnpricedReason: true,
    currentUntil: true,
    offers: true,
    asOf: true,
    offerId: true,
    stale: true,
    headlines: true,
  }).shape,
)
export type SupplierProfile = z.infer<typeof SupplierProfile>

/**
 * What the list endpoints return: the card fields, without the detail-page extras. The subscription
 * table stays: the cost ranking prices a meter power with the supplier's own table when it has one.
 */
export const SupplierSummary = z.omit(SupplierFields, {
  longDescription: true,
  specialOffer: true,
  offers: true,
})
export type SupplierSummary = z.infer<typeof SupplierSummary>

export function toSupplierSummary(supplier: Supplier): SupplierSummary {
  const { longDescription: _l, specialOffer: _s, offers: _o, ...summary } = supplier
  return summary
}

/** A supplier of the editorial table as the seed stores it: the worker prices its row for the asked day. */
export const CheapestOfferEntry = z.object({ supplierId: PositiveId, supplierName: z.string().check(z.minLength(1)) })
export type CheapestOfferEntry = z.infer<typeof CheapestOfferEntry>

/** One row of the editorial "cheapest electricity offers" table, joined with the supplier's figures. */
export const CheapestOfferRow = z.object({
  rank: z.number().check(z.int(), z.positive()),
  supplierId: PositiveId,
  supplierName: z.string().check(z.minLength(1)),
  offerName: z.string().check(z.minLength(1)),
  electricityPriceKwh: PricePerKwh,
  monthlySubscription: MonthlyPrice,
  kva: z.literal(6),
  option: z.literal('Base'),
  pricesCheckedAt: IsoDate,
  /** The offer the row's figures are from, its yearly cost for the headline profile, and whether its prices are stale that day. */
  offerId: z.string().check(z.minLength(1)),
  yearlyCost: z.number().check(z.positive()),
  stale: z.boolean(),
})
export type CheapestOfferRow = z.infer<typeof CheapestOfferRow>
