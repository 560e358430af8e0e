import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/calculateur')({
  head: () => pageHead('Calculateur de coûts d’énergie', 'Estimez votre facture annuelle d’électricité et de gaz selon votre logement, votre chauffage et le nombre d’occupants.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Calculateur de coûts d’énergie" intro="Estimez en quelques secondes votre budget annuel d’électricité et de gaz." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
