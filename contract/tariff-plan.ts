import { z } from './zod-mini.ts'
import { IsoDate, PositiveId, PriceType, SubscriptionTable } from './common.ts'

export const TariffPlan = z.object({
  id: PositiveId,
  supplierId: PositiveId,
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  isPromotional: z.boolean(),
  greenPercentage: z.number().check(z.gte(0), z.lte(100)),
  electricityPriceKwh: z.number().check(z.positive(), z.lte(2)),
  priceType: PriceType,
  commitmentMonths: z.number().check(z.int(), z.gte(0)),
  /** Estimated saving in € per year against the regulated tariff, for the reference household. */
  estimatedAnnualSavings: z.number().check(z.gte(0)),
  /** Last day the offer can be subscribed; absent when the supplier gives none ("Non spécifiée"). */
  validUntil: z.optional(IsoDate),
  features: z.array(z.string().check(z.minLength(1))),
  /** A plan-specific subscription table, when it differs from the supplier's. */
  subscriptionByKva: z.optional(SubscriptionTable),
})
export type TariffPlan = z.infer<typeof TariffPlan>
