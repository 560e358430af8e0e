import { createFileRoute } from '@tanstack/react-router'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { comparisonRoute, type ComparisonPageInfo } from '../features/comparison/comparison-route.ts'
import { EnergyComparisonPage } from '../features/comparison/energy-comparison-page.tsx'

/** The gas comparison page under the comparator's address. */
const page: ComparisonPageInfo = {
  path: '/comparateur/electricite-gaz',
  energy: 'gas',
  title: 'Comparateur électricité et gaz',
  intro: 'Les offres de gaz naturel du catalogue, classées selon leur coût annuel pour votre consommation.',
  head: {
    title: 'Comparateur électricité et gaz',
    description: 'Comparez les fournisseurs d’électricité et de gaz naturel pour réduire vos deux factures.',
  },
}

export const Route = createFileRoute('/comparateur/electricite-gaz')({
  ...comparisonRoute(page, loadRegulatedReferences),
  component: () => <EnergyComparisonPage page={page} regulated={useRegulatedReference()} />,
})
