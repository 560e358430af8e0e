import { z } from 'zod'
import { ArticleSummary } from '#contract/article'
import { IsoDate, PositiveId, PriceType } from '#contract/common'
import { OfferId, OfferSource } from '#contract/offers'
import { GAS_USES } from '#contract/regulated-dates'

/**
 * Shapes of the files in seed/data that are not contract entities as such.
 * Suppliers, tariff plans, benefits and testimonials files are plain arrays of contract entities.
 */

/** Editorial choices that reference catalogue entities by id or slug. */
export const EditorialFile = z.object({
  featuredSupplierIds: z.array(PositiveId).min(1),
  featuredArticleSlugs: z.array(z.string().min(1)).min(1),
  /** The "offres d'électricité les moins chères" table: supplier ids in display order (6 kVA, Base). */
  cheapestElectricityOfferIds: z.array(PositiveId).min(1),
})
export type EditorialFile = z.infer<typeof EditorialFile>

/**
 * An article file is HTML whose first node is a comment holding this JSON front matter;
 * the rest of the file is the body. Reading time is computed, never typed.
 */
const { readingMinutes: _computed, ...frontMatterShape } = ArticleSummary.shape
export const ArticleFrontMatter = z
  .strictObject(frontMatterShape)
  .refine((front) => front.updatedAt === undefined || front.updatedAt >= front.publishedAt, {
    path: ['updatedAt'],
    message: 'updatedAt must not be before publishedAt',
  })
export type ArticleFrontMatter = z.infer<typeof ArticleFrontMatter>

/**
 * An offers.json entry for an offer whose prices are its grids in offer-grids.csv: only what the grids
 * do not say. Its supplier, name, energy and option are the grids' (one place each); its dates, check
 * date and source are its grid versions'. A field left out is not stated by any source read (the site
 * then shows nothing for it); a main offer states all of them.
 */
export const GridOfferDetails = z.strictObject({
  id: OfferId,
  pricing: z.strictObject({ kind: z.literal('grids') }),
  main: z.boolean(),
  priceType: z.optional(PriceType),
  priceDescription: z.string().min(1).optional(),
  greenPercentage: z.number().min(0).max(100).optional(),
  greenLabel: z.string().min(1).optional(),
  commitmentMonths: z.number().int().min(0).optional(),
  fees: z.array(z.string().min(1)).optional(),
  /** Last day the offer can be subscribed, when the supplier announces one. */
  validUntil: z.optional(IsoDate),
})
export type GridOfferDetails = z.infer<typeof GridOfferDetails>

/**
 * An offers.json entry for a gas offer indexed on the prix repère (« prix repère − x % HT sur le kWh »):
 * its conditions, and the discount; the seed prices it month by month from the prix repère data
 * (contract/gas-reference-offer.ts), so no price is written here. Its source is the supplier's document
 * that states the discount.
 */
export const GasReferenceOfferEntry = z.strictObject({
  id: OfferId,
  supplierId: PositiveId,
  name: z.string().min(1),
  energy: z.literal('gas'),
  main: z.boolean(),
  pricing: z.strictObject({
    kind: z.literal('gasReference'),
    use: z.enum(GAS_USES),
    kwhDiscountPercent: z.number().gt(0).max(100),
  }),
  priceDescription: z.string().min(1).optional(),
  greenPercentage: z.number().min(0).max(100).optional(),
  greenLabel: z.string().min(1).optional(),
  commitmentMonths: z.number().int().min(0).optional(),
  fees: z.array(z.string().min(1)).optional(),
  validFrom: IsoDate,
  validUntil: z.optional(IsoDate),
  source: OfferSource,
})
export type GasReferenceOfferEntry = z.infer<typeof GasReferenceOfferEntry>
