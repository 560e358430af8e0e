import { z } from '#contract/zod-mini'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { OffersAnswer } from '#contract/offers'

// Loaded on demand by api.ts, with the data it checks.
export const supplierList = z.array(SupplierSummary)
export const supplier = Supplier
export const cheapestOffers = z.array(CheapestOfferRow)
export const tariffPlans = z.array(TariffPlan)
export const offers = OffersAnswer
