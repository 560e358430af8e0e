import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/comparateur/electricite-gaz')({
  head: () => pageHead('Comparateur électricité et gaz', 'Comparez les fournisseurs d’électricité et de gaz naturel pour réduire vos deux factures.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Comparateur électricité et gaz" intro="Les offres de gaz naturel et d’électricité, comparées sur les mêmes bases." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
