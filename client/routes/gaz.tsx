import { createFileRoute } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { comparisonRoute, type ComparisonPageInfo } from '../features/comparison/comparison-route.ts'
import { EnergyComparisonPage } from '../features/comparison/energy-comparison-page.tsx'

/** The gas comparison; same address parameters as the electricity page. */
const page: ComparisonPageInfo = {
  path: '/gaz',
  energy: 'gas',
  title: listPages.gas.name,
  intro: 'Toutes les offres de gaz naturel du catalogue, classées selon leur coût annuel pour votre consommation.',
  head: {
    title: 'Comparatif des fournisseurs de gaz naturel',
    description: 'Comparez les offres de gaz naturel : prix du kWh, abonnement et engagement, par rapport au prix repère.',
  },
}

export const Route = createFileRoute('/gaz')({
  ...comparisonRoute(page, loadRegulatedReferences),
  component: () => <EnergyComparisonPage page={page} regulated={useRegulatedReference()} />,
})
