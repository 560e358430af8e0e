import { z } from 'zod'
import { ArticleSummary } from '#contract/article'
import { PositiveId } from '#contract/common'

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
