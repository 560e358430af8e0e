import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/tarif-reglemente')({
  head: () => pageHead('Tarif réglementé de l’électricité (mai 2025)', 'Les grilles du tarif bleu en mai 2025 : options Base, Heures pleines / Heures creuses, Tempo et EJP, prix du kWh et abonnements.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Le tarif réglementé de l’électricité" intro="Les prix du tarif bleu en vigueur en mai 2025, option par option." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
