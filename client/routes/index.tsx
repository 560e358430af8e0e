import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { site } from '../config/site.ts'
import { anchorMenu, homeSectionIds } from '../content/home.ts'
import { featuredArticlesQuery } from '../features/articles/api.ts'
import { LazyCallbackForm } from '../features/callback/lazy-callback-form.tsx'
import { AnchorMenu } from '../features/home/anchor-menu.tsx'
import { benefitsQuery, savingsClaimsQuery, testimonialsQuery } from '../features/home/api.ts'
import { catalogueCounts } from '../features/home/catalogue-counts.ts'
import { FeaturedArticles, FeaturedArticlesSkeleton } from '../features/home/featured-articles.tsx'
import * as styles from '../features/home/home-page.css.ts'
import {
  AnchoredSection,
  ArticlesFrame,
  AssistantSection,
  BenefitsSection,
  CallbackSection,
  ClosingSection,
  FaqSection,
  GreenSection,
  HomeHero,
  HowItWorksSection,
  MarketSection,
  OffersSection,
  Partners,
  RecommendedFrame,
  RegulatedSection,
  SavingsSection,
  TestimonialsSection,
  type CallbackFormSlot,
  type CatalogueSlot,
} from '../features/home/home-sections.tsx'
import { PartnerTiles, PartnerTilesSkeleton } from '../features/home/partner-tiles.tsx'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { featuredSuppliersQuery, suppliersQuery } from '../features/suppliers/api.ts'
import { isListedOn } from '../features/suppliers/display.ts'
import { SupplierCard, SupplierCardSkeleton } from '../features/suppliers/supplier-card.tsx'
import { pageHead } from '../lib/seo.ts'
import { useVisitorDate } from '../lib/use-visitor-date.ts'
import { organization, webSite } from '../lib/structured-data.ts'
import { JsonLd } from '../ui/json-ld.tsx'
import { LoadFailure } from '../ui/load-failure.tsx'
import { QueryBoundary } from '../ui/query-boundary.tsx'

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    const { queryClient } = context
    // The catalogue lists are started, not awaited: each section shows its skeletons while its list
    // loads, and says so with « Réessayer » (or steps aside) if it fails, without holding the page.
    void queryClient.prefetchQuery(suppliersQuery)
    void queryClient.prefetchQuery(benefitsQuery)
    void queryClient.prefetchQuery(testimonialsQuery)
    void queryClient.prefetchQuery(featuredSuppliersQuery)
    void queryClient.prefetchQuery(featuredArticlesQuery)
    // The savings figures are awaited: the hero states them, and the prerendered page must hold them.
    return Promise.all([loadRegulatedReferences(queryClient), queryClient.ensureQueryData(savingsClaimsQuery)])
  },
  head: () =>
    pageHead(
      `${site.name} – Comparateur d’électricité et de gaz indépendant et gratuit`,
      'Comparez les fournisseurs d’électricité et de gaz en France, estimez votre facture et faites-vous rappeler gratuitement par un conseiller.',
    ),
  component: HomePage,
})

/** Skeleton cards while the recommended suppliers load: as many as a row shows. */
const RECOMMENDED_SKELETONS = 3

/** The catalogue's counts for a line of the home page: shown once loaded; nothing before, or if it failed. */
const catalogueLine: CatalogueSlot = (line) => (
  <QueryBoundary pending={null} failure={() => null}>
    <CatalogueLine line={line} />
  </QueryBoundary>
)

/** The catalogue's suppliers still listed on the visitor's day (every one, in the build). */
function useListedSuppliers() {
  const { data } = useSuspenseQuery(suppliersQuery)
  const visitorDate = useVisitorDate('')
  return data.filter((supplier) => isListedOn(supplier, visitorDate))
}

function CatalogueLine({ line }: { line: Parameters<CatalogueSlot>[0] }) {
  return line(catalogueCounts(useListedSuppliers()))
}

const callbackForm: CallbackFormSlot = ({ cancel, sent }) => (
  <LazyCallbackForm source="home" onCancel={cancel} onSuccess={sent} hideConfirmation />
)

function HomePage() {
  const { data: claims } = useSuspenseQuery(savingsClaimsQuery)
  const reference = useRegulatedReference()
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={webSite()} />
      <HomeHero claims={claims} />
      <AnchorMenu items={anchorMenu} label="Sur cette page" />
      <OffersSection />
      <SavingsSection claims={claims} />
      <RegulatedSection reference={reference} />
      <MarketSection catalogue={catalogueLine} />
      <GreenSection catalogue={catalogueLine} />
      <BenefitsSection />
      <CallbackSection renderForm={callbackForm} />
      <PartnersSection />
      <AssistantSection />
      <RecommendedSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ArticlesSection />
      <FaqSection />
      <ClosingSection />
    </>
  )
}

function LoadedPartners() {
  const data = useListedSuppliers()
  return <Partners tiles={<PartnerTiles suppliers={data} />} count={data.length} />
}

function PartnersSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.partners}
      title="Les fournisseurs que nous comparons"
      lead="Fournisseurs historiques et nouveaux acteurs : leurs offres sont comparées sur les mêmes critères."
      tone="surface"
    >
      <QueryBoundary
        pending={<Partners tiles={<PartnerTilesSkeleton />} />}
        failure={(retry) => (
          <Partners tiles={<LoadFailure message="La liste des fournisseurs n’a pas pu être chargée." onRetry={retry} />} />
        )}
      >
        <LoadedPartners />
      </QueryBoundary>
    </AnchoredSection>
  )
}

/** Recommended suppliers: skeletons while they load; the whole section steps aside if they fail. */
function RecommendedSection() {
  return (
    <QueryBoundary
      pending={
        <RecommendedFrame>
          <ul className={styles.supplierGrid} aria-busy="true" aria-label="Chargement des fournisseurs recommandés">
            {Array.from({ length: RECOMMENDED_SKELETONS }, (_, key) => (
              <li key={key}>
                <SupplierCardSkeleton />
              </li>
            ))}
          </ul>
        </RecommendedFrame>
      }
      failure={() => null}
    >
      <RecommendedSuppliers />
    </QueryBoundary>
  )
}

function RecommendedSuppliers() {
  const { data } = useSuspenseQuery(featuredSuppliersQuery)
  const visitorDate = useVisitorDate('')
  return (
    <RecommendedFrame>
      <ul className={styles.supplierGrid}>
        {data
          .filter((supplier) => isListedOn(supplier, visitorDate))
          .map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
      </ul>
    </RecommendedFrame>
  )
}

/** The featured articles: placeholders while they load; the whole section steps aside if they fail. */
function ArticlesSection() {
  return (
    <QueryBoundary
      pending={
        <ArticlesFrame>
          <FeaturedArticlesSkeleton />
        </ArticlesFrame>
      }
      failure={() => null}
    >
      <LoadedArticles />
    </QueryBoundary>
  )
}

function LoadedArticles() {
  return (
    <ArticlesFrame>
      <FeaturedArticles articles={useSuspenseQuery(featuredArticlesQuery).data} />
    </ArticlesFrame>
  )
}
