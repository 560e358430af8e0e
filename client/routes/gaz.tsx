import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { loadRegulatedReferences, useRegulatedReference } from '../features/regulated/api.ts'
import { parseComparisonSearch } from '../features/suppliers/comparison-search.ts'
import { EnergyComparisonPage } from '../features/suppliers/energy-comparison-page.tsx'
import { pageHead } from '../lib/seo.ts'

/** The gas comparison; same address parameters as the electricity page. */
export const Route = createFileRoute('/gaz')({
  validateSearch: parseComparisonSearch,
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () => pageHead('Comparatif des fournisseurs de gaz naturel', 'Comparez les offres de gaz naturel : prix du kWh, abonnement et engagement, par rapport au prix repère.'),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const regulated = useRegulatedReference()
  return (
    <EnergyComparisonPage
      energy="gas"
      title={listPages.gas.name}
      intro="Toutes les offres de gaz naturel du catalogue, classées selon leur coût annuel pour votre consommation."
      search={search}
      regulated={regulated}
      setSearch={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
      }
    />
  )
}
