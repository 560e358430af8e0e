import { z } from './zod.ts'

/**
 * The KV key layout: one key per API answer, so every request reads exactly one key.
 * See docs/decisions/0002-kv-key-layout.md.
 */
export const kvKeys = {
  version: 'catalogue:version',
  benefits: 'benefits',
  testimonials: 'testimonials',
  suppliers: 'suppliers',
  featuredSuppliers: 'featured-suppliers',
  electricitySuppliers: 'electricity-suppliers',
  gasSuppliers: 'gas-suppliers',
  cheapestElectricityOffers: 'cheapest-electricity-offers',
  articles: 'articles',
  featuredArticles: 'featured-articles',
  /** Every regulated electricity grid; the worker picks those in force on the asked date. */
  regulatedTariffs: 'regulated-tariffs',
  /** Every gas prix repère month; the worker picks the month of the asked date. */
  gasReferencePrices: 'gas-reference-prices',
  /**
   * Every offer, past ones included, with the regulated grids; the worker prices and filters by date, and
   * computes the savings claims of the asked day from it.
   */
  offers: 'offers',
  /** Every known Tempo day colour with its sources; the worker cuts the asked period (decision 0042). */
  tempoDays: 'tempo-days',
  /**
   * The Tempo days the scheduled job took from RTE's API (decision 0053). Written by the job, never by
   * the seed, which leaves it in place when it deletes the keys no longer in the catalogue.
   */
  tempoDaysFromRte: 'tempo-days:rte',
  /** How many rows the commune → gas price level table holds (0: none imported; decision 0090). */
  gasPriceLevels: 'gas-price-levels',
  /** The table's rows for the postal codes starting with `area` (two digits). */
  gasPriceLevelsOf: (area: string) => `gas-price-levels/${area}`,
  supplier: (id: number) => `suppliers/${id}`,
  tariffPlans: (supplierId: number) => `suppliers/${supplierId}/tariff-plans`,
  article: (slug: string) => `articles/${slug.normalize('NFC')}`,
} as const

/** Keys another writer than the seed owns: a reseed neither writes nor deletes them. */
export const KEYS_KEPT_BY_RESEED: readonly string[] = [kvKeys.tempoDaysFromRte]

/** Metadata stored with every catalogue key: the version the value belongs to (its ETag). */
export const CatalogueMetadata = z.object({ version: z.string().min(1) })
export type CatalogueMetadata = z.infer<typeof CatalogueMetadata>

export const CatalogueVersion = z.object({
  version: z.string().min(1),
  generatedAt: z.iso.datetime(),
  keys: z.number().int().positive(),
})
export type CatalogueVersion = z.infer<typeof CatalogueVersion>

/** One KV write made by the seed CLI: the key, its JSON text, and the version it belongs to. */
export type KvEntry = {
  key: string
  value: string
  metadata: CatalogueMetadata
}
