import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse, lastUpdated } from '../content/legal/terms-of-use.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/structured-data.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'
import { JsonLd } from '../ui/json-ld.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Conditions générales d’utilisation'

export const Route = createFileRoute('/cgu')({
  head: () => pageHead(title, 'Les règles d’utilisation du comparateur WattMalin : service gratuit, informations fournies, responsabilités.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title={title} intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container>
        <article className={prose}>
          <TermsOfUse />
        </article>
      </Container>
    </>
  )
}
