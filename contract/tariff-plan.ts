import { z } from './zod.ts'
import { IsoDate, PositiveId, PriceType, SubscriptionTable } from './common.ts'

export const TariffPlan = z.object({
  id: PositiveId,
  supplierId: PositiveId,
  name: z.string().min(1),
  description: z.string().min(1),
  isPromotional: z.boolean(),
  greenPercentage: z.number().min(0).max(100),
  electricityPriceKwh: z.number().positive().max(2),
  priceType: PriceType,
  commitmentMonths: z.number().int().min(0),
  /** Estimated saving in € per year against the regulated tariff, for the reference household. */
  estimatedAnnualSavings: z.number().min(0),
  /** Last day the offer can be subscribed; absent when the supplier gives none ("Non spécifiée"). */
  validUntil: IsoDate.optional(),
  features: z.array(z.string().min(1)),
  /** A plan-specific subscription table, when it differs from the supplier's. */
  subscriptionByKva: SubscriptionTable.optional(),
})
export type TariffPlan = z.infer<typeof TariffPlan>
