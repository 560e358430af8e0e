import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { franceDate } from '#contract/regulated-dates'
import { cheapestElectricityOffersQuery, suppliersQuery } from '../features/suppliers/api.ts'
import { parseFilters, serializeFilters } from '../lib/supplier-filters.ts'
import { SupplierListPage } from '../features/suppliers/supplier-list-page.tsx'
import { textParam } from '../lib/search-params.ts'
import { pageHead } from '../lib/seo.ts'

/** ?q=…&filtres=green,gas: the list's criteria live in the address, so they survive reload and sharing. */
function parseSuppliersSearch(search: Record<string, unknown>): { q?: string; filtres?: string } {
  return {
    q: textParam(search.q, 100),
    filtres: typeof search.filtres === 'string' ? textParam(search.filtres, 100) : undefined,
  }
}

export const Route = createFileRoute('/fournisseurs/')({
  validateSearch: parseSuppliersSearch,
  // Started, not awaited: each block shows its skeletons, or its failure, while its list loads or fails.
  // Priced for the day the page is rendered (the build's, or the visitor's in the browser); the page
  // then shows the visitor's own day.
  loader: ({ context }) => {
    const day = franceDate(new Date())
    void context.queryClient.prefetchQuery(suppliersQuery(day))
    void context.queryClient.prefetchQuery(cheapestElectricityOffersQuery(day))
    return { day }
  },
  head: () =>
    pageHead(
      'Tous les fournisseurs d’électricité et de gaz',
      'Comparez les fournisseurs d’électricité et de gaz en France : prix du kWh, abonnement, engagement et part d’énergie verte.',
    ),
  component: Page,
})

function Page() {
  const { q = '', filtres } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <SupplierListPage
      day={Route.useLoaderData().day}
      search={q}
      filters={parseFilters(filtres)}
      onSearchChange={(text) =>
        void navigate({ search: (prev) => ({ ...prev, q: text === '' ? undefined : text }), replace: true, resetScroll: false })
      }
      onFiltersChange={(next) =>
        void navigate({
          search: (prev) => ({ ...prev, filtres: next.length ? serializeFilters(next) : undefined }),
          resetScroll: false,
        })
      }
      onReset={() => void navigate({ search: {}, resetScroll: false })}
    />
  )
}
