import { z } from '#contract/zod-mini'
import { SupplierSummary } from '#contract/supplier'
import { OffersAnswer } from '#contract/offers'

// Loaded on demand by api.ts, with the data it checks.
export const supplierList = z.array(SupplierSummary)
export const offers = OffersAnswer
