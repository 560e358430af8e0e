import { createFileRoute, Link } from '@tanstack/react-router'
import { z } from 'zod'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

/** ?filter=green preselects green offers; ?postalCode is free text shown as a badge (DECISIONS.md). */
const ElectricitySearch = z.object({
  filter: z.enum(['green']).optional().catch(undefined),
  postalCode: z.string().trim().max(20).optional().catch(undefined),
})

export const Route = createFileRoute('/electricite')({
  validateSearch: ElectricitySearch,
  head: () => pageHead('Comparatif des fournisseurs d’électricité', 'Comparez les offres d’électricité : prix du kWh, abonnement et part verte, pour trouver le fournisseur le moins cher pour vous.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Comparatif des fournisseurs d’électricité" intro="Toutes les offres d’électricité du catalogue, comparées sur les mêmes bases." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
