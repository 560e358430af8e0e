import type { ArticleSummary, FeaturedArticle } from '#contract/article'
import type { CatalogueVersion, KvEntry } from '#contract/catalogue'
import { kvKeys } from '#contract/catalogue'
import { type GasPriceLevelRow, type GasPriceLevelsOfArea, type GasPriceLevelsTable, postalArea } from '#contract/gas-price-levels'
import type { GasReferenceData, RegulatedTariffData } from '#contract/regulated-tariffs'
import type { OfferCatalogue } from '#contract/offers'
import type { CheapestOfferEntry } from '#contract/supplier'
import { toSupplierSummary } from '#contract/supplier'
import { isCurrentPlan } from './derive.ts'
import type { SeedCatalogue } from './load.ts'

/** Turns the validated seed into the KV entries the worker serves, one key per API answer. */
export function buildKvEntries(seed: SeedCatalogue, generatedAt = new Date()): KvEntry[] {
  const { version } = seed
  const entries: KvEntry[] = []
  const put = (key: string, value: unknown) => entries.push({ key, value: JSON.stringify(value), metadata: { version } })

  const summaries = seed.suppliers.map(toSupplierSummary)
  put(kvKeys.suppliers, summaries)
  put(
    kvKeys.electricitySuppliers,
    summaries.filter((s) => s.hasElectricity),
  )
  put(
    kvKeys.gasSuppliers,
    summaries.filter((s) => s.hasGas),
  )
  const byId = new Map(seed.suppliers.map((s) => [s.id, s]))
  // The derived suppliers hold only those with a current offer on the seed day (seed/derive.ts).
  put(
    kvKeys.featuredSuppliers,
    seed.editorial.featuredSupplierIds.flatMap((id) => {
      const supplier = byId.get(id)
      return supplier ? [toSupplierSummary(supplier)] : []
    }),
  )
  // The rows' figures are the worker's, for the asked day (contract/supplier-headline.ts): the seed names
  // the suppliers of the editorial table only.
  const cheapest: CheapestOfferEntry[] = seed.editorial.cheapestElectricityOfferIds.flatMap((id) => {
    const supplier = byId.get(id)
    return supplier ? [{ supplierId: id, supplierName: supplier.name }] : []
  })
  put(kvKeys.cheapestElectricityOffers, cheapest)
  for (const supplier of seed.suppliers) {
    put(kvKeys.supplier(supplier.id), supplier)
    put(
      kvKeys.tariffPlans(supplier.id),
      seed.tariffPlans.filter((p) => p.supplierId === supplier.id && isCurrentPlan(p, seed.date)),
    )
  }
  const names = new Map(seed.supplierProfiles.map((p) => [p.id, p.name]))
  const namedOffers = seed.offers.map((offer) => ({ ...offer, supplierName: names.get(offer.supplierId) ?? '' }))
  put(kvKeys.offers, { offers: namedOffers, grids: seed.regulatedGrids } satisfies OfferCatalogue)

  const summariesOfArticles = seed.articles.map(({ content: _content, faq: _faq, ...summary }): ArticleSummary => summary)
  put(kvKeys.articles, summariesOfArticles)
  const bySlug = new Map(summariesOfArticles.map((a) => [a.slug, a]))
  put(
    kvKeys.featuredArticles,
    seed.editorial.featuredArticleSlugs.map((slug): FeaturedArticle => {
      const { id, title, excerpt, category, image, publishedAt, readingMinutes } = bySlug.get(slug.normalize('NFC')) as ArticleSummary
      return { id, slug: slug.normalize('NFC'), title, excerpt, category, image, publishedAt, readingMinutes }
    }),
  )
  for (const article of seed.articles) put(kvKeys.article(article.slug), article)

  put(kvKeys.regulatedTariffs, { grids: seed.regulatedGrids } satisfies RegulatedTariffData)
  put(kvKeys.gasReferencePrices, { months: seed.gasReferenceMonths } satisfies GasReferenceData)
  put(kvKeys.tempoDays, seed.tempoDays)
  for (const [key, value] of gasPriceLevelValues(seed.gasPriceLevels)) put(key, value)

  put(kvKeys.benefits, seed.benefits)
  put(kvKeys.testimonials, seed.testimonials)

  const marker: CatalogueVersion = {
    version,
    generatedAt: generatedAt.toISOString(),
    keys: entries.length,
  }
  // Written last, so a reader that sees the new version also sees every key it covers.
  put(kvKeys.version, marker)
  return entries
}

/**
 * The commune → gas price level table as KV values: its size under one fixed key, and its rows by the
 * postal code's first two digits, so a request reads the few hundred rows of its area, not the country's.
 */
export function gasPriceLevelValues(rows: readonly GasPriceLevelRow[]): [key: string, value: unknown][] {
  const areas = Map.groupBy(rows, (row) => postalArea(row.postalCode))
  return [
    [kvKeys.gasPriceLevels, { rows: rows.length } satisfies GasPriceLevelsTable],
    ...[...areas]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([area, ofArea]): [string, unknown] => [kvKeys.gasPriceLevelsOf(area), { rows: ofArea } satisfies GasPriceLevelsOfArea]),
  ]
}
