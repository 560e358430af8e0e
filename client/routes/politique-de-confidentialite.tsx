import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy, lastUpdated } from '../content/legal/privacy-policy.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/structured-data.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'
import { JsonLd } from '../ui/json-ld.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Politique de confidentialité'

export const Route = createFileRoute('/politique-de-confidentialite')({
  head: () => pageHead(title, 'Quelles données WattMalin conserve quand vous demandez à être rappelé, pourquoi, combien de temps, et comment exercer vos droits.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title={title} intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container>
        <article className={prose}>
          <PrivacyPolicy />
        </article>
      </Container>
    </>
  )
}
