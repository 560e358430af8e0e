import { createFileRoute } from '@tanstack/react-router'
import { franceDate } from '#contract/regulated-dates'
import type { SupplierSummary } from '#contract/supplier'
import { MarketOffersPage } from '../features/editorial/market-offers-page.tsx'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { suppliersQuery } from '../features/suppliers/api.ts'
import { monthlySubscription } from '../lib/supplier-display.ts'
import type { ListSlot } from '../lib/list-slot.ts'
import { pageHead } from '../lib/seo.ts'
import { useVisitorDayQuery } from '../lib/use-visitor-day-query.ts'

export const Route = createFileRoute('/offres-de-marche')({
  // The catalogue's tables are started, not awaited: each shows its skeleton rows, or its failure.
  loader: async ({ context }) => {
    // The suppliers' prices of the day the page is rendered, then of the visitor's day.
    const day = franceDate(new Date())
    void context.queryClient.prefetchQuery(suppliersQuery(day))
    await loadRegulatedReferences(context.queryClient)
    return { day }
  },
  head: () =>
    pageHead(
      'Offres de marché d’électricité',
      'Prix fixe, prix indexé, prix variable ou dynamique : comprendre les offres de marché et comparer les prix du kWh.',
    ),
  component: Page,
})

function CatalogueSuppliers({ render }: { render: Parameters<ListSlot<SupplierSummary>>[0] }) {
  return render(useVisitorDayQuery(Route.useLoaderData().day, suppliersQuery))
}

const catalogue: ListSlot<SupplierSummary> = (render) => <CatalogueSuppliers render={render} />
const electricitySubscription = (supplier: SupplierSummary) => monthlySubscription(supplier, 'electricity')

function Page() {
  return (
    <MarketOffersPage
      reference={useRegulatedReference()}
      path={Route.fullPath}
      catalogue={catalogue}
      subscriptionOf={electricitySubscription}
    />
  )
}
