import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { FeaturedArticle } from '#contract/article'
import { franceDate } from '#contract/regulated-dates'
import type { SupplierSummary } from '#contract/supplier'
import { site } from '../config/site.ts'
import { featuredArticlesQuery } from '../features/articles/api.ts'
import { LazyCallbackForm } from '../features/callback/lazy-callback-form.tsx'
import { benefitsQuery, savingsClaimsQuery, testimonialsQuery } from '../features/home/api.ts'
import { HomePage, preloadLowerSections } from '../features/home/home-page.tsx'
import type { CallbackFormSlot } from '../features/home/home-slots.ts'
import type { ListSlot } from '../lib/list-slot.ts'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { TempoColours } from '../features/regulated/tempo-colours.tsx'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { featuredSuppliersQuery, suppliersQuery, type SupplierListQuery } from '../features/suppliers/api.ts'
import { isListedOn } from '../lib/supplier-display.ts'
import { SupplierCard, SupplierCardSkeleton } from '../ui/supplier-card.tsx'
import { pageHead } from '../lib/seo.ts'
import { useVisitorDate } from '../lib/use-visitor-date.ts'
import { useVisitorDayQuery } from '../lib/use-visitor-day-query.ts'

export const Route = createFileRoute('/')({
  loader: async ({ context }) => {
    const { queryClient } = context
    // The catalogue lists are started, not awaited: each section shows its skeletons while its list
    // loads, and says so with « Réessayer » (or steps aside) if it fails, without holding the page.
    // The figures are those of the day the page is rendered (the build's, or the visitor's in the
    // browser), which the page shows first, then those of the visitor's own day.
    const claimsDay = franceDate(new Date())
    void queryClient.prefetchQuery(suppliersQuery(claimsDay))
    void queryClient.prefetchQuery(benefitsQuery)
    void queryClient.prefetchQuery(testimonialsQuery)
    void queryClient.prefetchQuery(featuredSuppliersQuery(claimsDay))
    void queryClient.prefetchQuery(featuredArticlesQuery)
    // The savings figures are awaited: the hero states them, and the prerendered page must hold them.
    // In the browser (a navigation from another page), the lower sections' code too: they render with
    // the page, where an anchor link may point. The prerender renders them whatever.
    await Promise.all([
      loadRegulatedReferences(queryClient),
      queryClient.ensureQueryData(savingsClaimsQuery(claimsDay)),
      typeof document === 'undefined' ? null : preloadLowerSections(),
    ])
    return { claimsDay }
  },
  head: () =>
    pageHead(
      `${site.name} – Comparateur d’électricité et de gaz indépendant et gratuit`,
      'Comparez les fournisseurs d’électricité et de gaz en France, estimez votre facture et faites-vous rappeler gratuitement par un conseiller.',
    ),
  component: Home,
})

/** A list of the catalogue's suppliers, less those no longer listed on the visitor's day (every one, in the build). */
function ListedSuppliers({ query, render }: { query: SupplierListQuery; render: Parameters<ListSlot<SupplierSummary>>[0] }) {
  const data = useVisitorDayQuery(Route.useLoaderData().claimsDay, query)
  const visitorDate = useVisitorDate('')
  return render(data.filter((supplier) => isListedOn(supplier, visitorDate)))
}

function FeaturedArticlesList({ render }: { render: Parameters<ListSlot<FeaturedArticle>>[0] }) {
  return render(useSuspenseQuery(featuredArticlesQuery).data)
}

const listedSuppliers: ListSlot<SupplierSummary> = (render) => <ListedSuppliers query={suppliersQuery} render={render} />
const recommendedSuppliers: ListSlot<SupplierSummary> = (render) => <ListedSuppliers query={featuredSuppliersQuery} render={render} />
const featuredArticles: ListSlot<FeaturedArticle> = (render) => <FeaturedArticlesList render={render} />
const renderSupplierCard = (supplier: SupplierSummary): ReactNode => <SupplierCard supplier={supplier} />
const callbackForm: CallbackFormSlot = ({ cancel, sent }) => (
  <LazyCallbackForm source="home" onCancel={cancel} onSuccess={sent} hideConfirmation />
)

function Home() {
  return (
    <HomePage
      claimsDay={Route.useLoaderData().claimsDay}
      reference={useRegulatedReference()}
      listedSuppliers={listedSuppliers}
      recommendedSuppliers={recommendedSuppliers}
      renderSupplierCard={renderSupplierCard}
      supplierCardSkeleton={<SupplierCardSkeleton />}
      featuredArticles={featuredArticles}
      renderCallbackForm={callbackForm}
      tempoColours={<TempoColours />}
    />
  )
}
