import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadRegulatedReferences, useRegulatedReference } from '../features/regulated/api.ts'
import { parseComparisonSearch } from '../features/suppliers/comparison-search.ts'
import { EnergyComparisonPage } from '../features/suppliers/energy-comparison-page.tsx'
import { pageHead } from '../lib/seo.ts'

/** The gas comparison page under the comparator's address. */
export const Route = createFileRoute('/comparateur/electricite-gaz')({
  validateSearch: parseComparisonSearch,
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () => pageHead('Comparateur électricité et gaz', 'Comparez les fournisseurs d’électricité et de gaz naturel pour réduire vos deux factures.'),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const regulated = useRegulatedReference()
  return (
    <EnergyComparisonPage
      energy="gas"
      title="Comparateur électricité et gaz"
      intro="Les offres de gaz naturel du catalogue, classées selon leur coût annuel pour votre consommation."
      search={search}
      regulated={regulated}
      setSearch={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
      }
    />
  )
}
