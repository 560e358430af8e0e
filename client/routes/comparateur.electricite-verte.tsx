import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/comparateur/electricite-verte')({
  head: () => pageHead('Comparateur d’électricité verte', 'Comparez les offres d’électricité verte : part d’énergie renouvelable, prix du kWh et abonnement.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Comparateur d’électricité verte" intro="Les offres d’électricité verte du catalogue, comparées sur les mêmes bases." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
