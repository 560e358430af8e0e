import { createFileRoute } from '@tanstack/react-router'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import { comparisonRoute, type ComparisonPageInfo } from '../features/comparison/comparison-route.ts'
import { EnergyComparisonPage } from '../features/comparison/energy-comparison-page.tsx'

/** The electricity comparison with the green filter on by default. */
const page: ComparisonPageInfo = {
  path: '/comparateur/electricite-verte',
  energy: 'electricity',
  title: 'Comparateur d’électricité verte',
  intro: 'Les offres d’électricité du catalogue, énergie verte présélectionnée, classées selon leur coût annuel pour votre consommation.',
  head: {
    title: 'Comparateur d’électricité verte',
    description: 'Comparez les offres d’électricité verte : part d’énergie renouvelable, prix du kWh et abonnement.',
  },
  greenByDefault: true,
}

export const Route = createFileRoute('/comparateur/electricite-verte')({
  ...comparisonRoute(page, loadRegulatedReferences),
  component: () => <EnergyComparisonPage page={page} regulated={useRegulatedReference()} />,
})
