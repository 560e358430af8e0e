import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/gaz')({
  head: () => pageHead('Comparatif des fournisseurs de gaz naturel', 'Comparez les offres de gaz naturel : prix du kWh, abonnement et engagement, par rapport au prix repère.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Comparatif des fournisseurs de gaz" intro="Toutes les offres de gaz naturel du catalogue, comparées sur les mêmes bases." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
