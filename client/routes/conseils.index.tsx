import { createFileRoute } from '@tanstack/react-router'
import { listPages } from '../content/page-names.ts'
import { articlesQuery } from '../features/articles/api.ts'
import { ArticleList, ArticleListFailure, ArticleListSkeleton } from '../features/articles/article-list.tsx'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { ExternalLinkButton } from '../ui/button.tsx'
import { Container } from '../ui/container.tsx'
import { JsonLd } from '../ui/json-ld-script.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { QueryBoundary } from '../ui/query-boundary.tsx'
import * as styles from './-conseils.css.ts'

export const Route = createFileRoute('/conseils/')({
  // Started, not awaited: the list shows its skeletons, or its « Réessayer », while it loads or fails.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(articlesQuery)
  },
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
          {/* /simulateureconomies is the worker's redirect to the external simulation form: one address to change. */}
          <ExternalLinkButton href="/simulateureconomies" tone="secondary" size="lg">
            Simuler mes économies
          </ExternalLinkButton>
          <p className={styles.headerNote}>Gratuit, sans engagement, en moins de 2 minutes.</p>
        </div>
      </PageHeader>
      <JsonLd data={breadcrumbList([listPages.advice])} />
      <Container className={styles.list}>
        <QueryBoundary pending={<ArticleListSkeleton />} failure={(retry) => <ArticleListFailure onRetry={retry} />}>
          <ArticleList />
        </QueryBoundary>
      </Container>
    </>
  )
}
