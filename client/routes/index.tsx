import { createFileRoute, Link } from '@tanstack/react-router'
import { site } from '../config/site.ts'
import { CallbackForm } from '../features/callback/callback-form.tsx'
import { HomeCallbackBlock } from '../features/home/home-callback-block.tsx'
import { pageHead } from '../lib/seo.ts'
import { ExternalLinkButton } from '../ui/button.tsx'
import { Container, Section } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import * as styles from './-index.css.ts'

export const Route = createFileRoute('/')({
  head: () =>
    pageHead(
      `${site.name} – Comparateur d’électricité et de gaz indépendant et gratuit`,
      'Comparez les fournisseurs d’électricité et de gaz en France, estimez votre facture et faites-vous rappeler gratuitement par un conseiller.',
    ),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <PageHeader
        title="Payez le juste prix pour votre électricité et votre gaz"
        intro="Comparez les offres des fournisseurs, estimez votre facture et faites-vous conseiller gratuitement, sans engagement."
      >
        <div className={styles.heroActions}>
          <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
            Simuler mes économies en 2 min
          </ExternalLinkButton>
          <Link to="/fournisseurs" className={styles.heroLink}>
            Voir les fournisseurs
          </Link>
        </div>
      </PageHeader>

      <Section aria-labelledby="rappel-titre">
        <Container>
          <h2 id="rappel-titre" className={styles.sectionTitle}>
            Un conseiller vous rappelle gratuitement
          </h2>
          <HomeCallbackBlock
            renderForm={({ cancel, sent }) => (
              <CallbackForm source="home" onCancel={cancel} onSuccess={sent} hideConfirmation />
            )}
          />
        </Container>
      </Section>
    </>
  )
}
