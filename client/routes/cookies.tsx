import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicy, lastUpdated } from '../content/legal/cookie-policy.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'

export const Route = createFileRoute('/cookies')({
  head: () => pageHead('Politique de cookies', 'WattMalin n’utilise aucun traceur : seul votre choix sur les cookies est conservé dans votre navigateur.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title="Politique de cookies" intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <Container>
        <article className={prose}>
          <CookiePolicy />
        </article>
      </Container>
    </>
  )
}
