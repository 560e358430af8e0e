import { createFileRoute, Link } from '@tanstack/react-router'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/qrcode')({
  head: () => pageHead('Générateur de QR code', 'Créez un QR code vers WattMalin ou vers l’adresse de votre choix, généré dans votre navigateur sans envoyer de données.'),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title="Générateur de QR code" intro="Un QR code créé dans votre navigateur : aucune donnée n’est envoyée." />
      <ComingSoon>
        <p>
          En attendant, un conseiller peut vous aider : <Link to="/rappel">demandez à être rappelé gratuitement</Link>.
        </p>
      </ComingSoon>
    </>
  )
}
