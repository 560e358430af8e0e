import type { ArticleSummary, FeaturedArticle } from '#contract/article'
import type { CatalogueVersion, KvEntry } from '#contract/catalogue'
import { kvKeys } from '#contract/catalogue'
import type { GasReferenceData, RegulatedTariffData } from '#contract/regulated-tariffs'
import type { OfferCatalogue } from '#contract/offers'
import type { CheapestOfferRow } from '#contract/supplier'
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
  const cheapest: CheapestOfferRow[] = []
  for (const id of seed.editorial.cheapestElectricityOfferIds) {
    const supplier = byId.get(id)
    // Without a priced Base offer at 6 kVA that day the row would be empty: it is left out (a seed warning says so).
    if (supplier?.electricityPriceKwh === undefined || supplier.electricitySubscriptionPrice === undefined) continue
    cheapest.push({
      rank: cheapest.length + 1,
      supplierId: id,
      supplierName: supplier.name,
      offerName: supplier.offerName,
      electricityPriceKwh: supplier.electricityPriceKwh,
      monthlySubscription: supplier.electricitySubscriptionPrice,
      kva: 6,
      option: 'Base',
      pricesCheckedAt: supplier.pricesCheckedAt,
    })
  }
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
