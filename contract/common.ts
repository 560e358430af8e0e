import { z } from './zod-mini.ts'

/** ISO calendar date (YYYY-MM-DD), as used for "prix relevés le" and publication dates. */
export const IsoDate = z.iso.date()

export const PositiveId = z.number().check(z.int(), z.positive())

/** A positive id written in a path: "19", not "019", "1.0", "-1" or "1e3". */
export const POSITIVE_ID_PATTERN = /^[1-9]\d{0,15}$/
export const PositiveIdParam = z.string().check(z.regex(POSITIVE_ID_PATTERN))

/** Monthly subscription price (€ TTC) for one meter power (kVA). */
export const SubscriptionRow = z.object({
  kva: z.number().check(z.int(), z.gte(3), z.lte(36)),
  monthlyPrice: z.number().check(z.positive()),
})
export type SubscriptionRow = z.infer<typeof SubscriptionRow>

/** A subscription table has one row per meter power, in increasing order. */
export const SubscriptionTable = z.array(SubscriptionRow).check(
  z.minLength(1),
  z.refine((rows) => rows.every((row, i) => i === 0 || row.kva > (rows[i - 1]?.kva ?? 0)), {
    message: 'Rows must be sorted by increasing kVA, without duplicates',
  }),
)
export type SubscriptionTable = z.infer<typeof SubscriptionTable>

/** How the price of an offer moves over time (drives the /offres-de-marche anchors). */
export const PriceType = z.enum(['fixed', 'indexed', 'variable', 'dynamic'])
export type PriceType = z.infer<typeof PriceType>
