import { z } from './zod-mini.ts'
import { IsoDate, PositiveId, PriceType } from './common.ts'

export const TariffPlan = z.object({
  id: PositiveId,
  supplierId: PositiveId,
  name: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  isPromotional: z.boolean(),
  greenPercentage: z.number().check(z.gte(0), z.lte(100)),
  priceType: PriceType,
  commitmentMonths: z.number().check(z.int(), z.gte(0)),
  /** Last day the offer can be subscribed; absent when the supplier gives none ("Non spécifiée"). */
  validUntil: z.optional(IsoDate),
  features: z.array(z.string().check(z.minLength(1))),
  /**
   * The meter powers the plan has its own subscription for. A plan is described, not priced: no dated
   * source the catalogue holds gives its grid, so the page sends to the supplier's site for its prices.
   */
  subscriptionPowers: z.optional(z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1))),
})
export type TariffPlan = z.infer<typeof TariffPlan>
