import { createFileRoute } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { comparisonRoute, type ComparisonPageInfo } from '../features/comparison/comparison-route.ts'
import { EnergyComparisonPage } from '../features/comparison/energy-comparison-page.tsx'

/** The electricity comparison; ?filter=green preselects green offers, ?postalCode shows as a badge. */
const page: ComparisonPageInfo = {
  path: '/electricite',
  energy: 'electricity',
  title: listPages.electricity.name,
  intro: 'Toutes les offres d’électricité du catalogue, classées selon leur coût annuel pour votre consommation.',
  head: {
    title: 'Comparatif des fournisseurs d’électricité',
    description:
      'Comparez les offres d’électricité : prix du kWh, abonnement et part verte, pour trouver le fournisseur le moins cher pour vous.',
  },
}

export const Route = createFileRoute('/electricite')({
  ...comparisonRoute(page, loadRegulatedReferences),
  component: () => <EnergyComparisonPage page={page} regulated={useRegulatedReference()} />,
})
