import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/conseils/')({
  head: () => pageHead('Conseils et guides sur l’énergie', 'Nos guides pour comprendre vos factures, choisir la bonne puissance, réduire votre consommation et changer de fournisseur.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Conseils et guides" intro="Des repères clairs pour payer le juste prix de votre énergie." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
