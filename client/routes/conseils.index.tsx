import { createFileRoute } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { ArticleList } from '../features/articles/article-list.tsx'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/structured-data.ts'
import { ExternalLinkButton } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import * as styles from './-conseils.css.ts'

export const Route = createFileRoute('/conseils/')({
  head: () =>
    pageHead(
      'Conseils et guides sur l’énergie',
      'Nos guides pour comprendre vos factures, choisir la bonne puissance, réduire votre consommation et changer de fournisseur.',
    ),
  component: Page,
})

function Page() {
  return (
    <>
      <PageHeader title={listPages.advice.name} intro="Des repères clairs pour payer le juste prix de votre énergie.">
        <div className={styles.headerActions}>
          {/* /simulateureconomies is the worker's redirect to the external simulation form, whose address is a deployment setting (SIMULATION_URL). */}
          <ExternalLinkButton href="/simulateureconomies" tone="secondary" size="lg">
            Simuler mes économies
          </ExternalLinkButton>
          <p className={styles.headerNote}>Gratuit, sans engagement, en moins de 2 minutes.</p>
        </div>
      </PageHeader>
      <JsonLd data={breadcrumbList([listPages.advice])} />
      <Container className={styles.list}>
        <ArticleList />
      </Container>
    </>
  )
}
