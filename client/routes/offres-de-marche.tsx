import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/offres-de-marche')({
  head: () => pageHead('Offres de marché d’électricité', 'Prix fixe, prix indexé, prix variable ou dynamique : comprendre les offres de marché et comparer les prix du kWh.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Les offres de marché" intro="Prix fixe, variable ou dynamique : ce qui les distingue et comment les comparer." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
