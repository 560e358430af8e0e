import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { loadRegulatedReferences, useRegulatedReference } from '../features/regulated/api.ts'
import { parseComparisonSearch } from '../features/suppliers/comparison-search.ts'
import { EnergyComparisonPage } from '../features/suppliers/energy-comparison-page.tsx'
import { pageHead } from '../lib/seo.ts'

/** The electricity comparison with the green filter on by default. */
export const Route = createFileRoute('/comparateur/electricite-verte')({
  validateSearch: parseComparisonSearch,
  loader: ({ context }) => loadRegulatedReferences(context.queryClient),
  head: () => pageHead('Comparateur d’électricité verte', 'Comparez les offres d’électricité verte : part d’énergie renouvelable, prix du kWh et abonnement.'),
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const regulated = useRegulatedReference()
  return (
    <EnergyComparisonPage
      energy="electricity"
      title="Comparateur d’électricité verte"
      intro="Les offres d’électricité du catalogue, énergie verte présélectionnée, classées selon leur coût annuel pour votre consommation."
      greenByDefault
      search={search}
      regulated={regulated}
      setSearch={(patch, options) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace ?? false, resetScroll: false })
      }
    />
  )
}
