import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { loadRegulatedReferences, useRegulatedReference } from '../features/regulated/api.ts'
import { parseComparisonSearch } from '../features/suppliers/comparison-search.ts'
import { EnergyComparisonPage } from '../features/suppliers/energy-comparison-page.tsx'
import { pageHead } from '../lib/seo.ts'

/** ?filter=green preselects green offers; ?postalCode is free text shown as a badge (never validated: it only reminds the visitor of what they typed). */
export const Route = createFileRoute('/electricite')({
  validateSearch: parseComparisonSearch,
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () => pageHead('Comparatif des fournisseurs d’électricité', 'Comparez les offres d’électricité : prix du kWh, abonnement et part verte, pour trouver le fournisseur le moins cher pour vous.'),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const regulated = useRegulatedReference()
  return (
    <EnergyComparisonPage
      energy="electricity"
      title={listPages.electricity.name}
      intro="Toutes les offres d’électricité du catalogue, classées selon leur coût annuel pour votre consommation."
      search={search}
      regulated={regulated}
      setSearch={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
      }
    />
  )
}
