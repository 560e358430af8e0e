import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicy, lastUpdated } from '../content/legal/cookie-policy.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/structured-data.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'
import { JsonLd } from '../ui/json-ld.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Politique de cookies'

export const Route = createFileRoute('/cookies')({
  head: () => pageHead(title, 'WattMalin n’utilise aucun traceur : seul votre choix sur les cookies est conservé dans votre navigateur.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title={title} intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />
      <Container>
        <article className={prose}>
          <CookiePolicy />
        </article>
      </Container>
    </>
  )
}
