import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/comment-ca-marche')({
  head: () => pageHead('Comment ça marche ?', 'Comment comparer les offres d’électricité et de gaz avec WattMalin : les étapes, les critères de choix et les types d’offres.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Comment ça marche ?" intro="Comparer, choisir et changer de fournisseur d’énergie en quatre étapes simples." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
