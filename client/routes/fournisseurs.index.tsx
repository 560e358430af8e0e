import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/fournisseurs/')({
  head: () => pageHead('Tous les fournisseurs d’électricité et de gaz', 'Comparez les fournisseurs d’électricité et de gaz en France : prix du kWh, abonnement, engagement et part d’énergie verte.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Tous les fournisseurs" intro="Prix du kWh, abonnement, engagement et énergie verte : tous les fournisseurs de notre catalogue, sans placement payant." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
