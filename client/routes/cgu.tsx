import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse, lastUpdated } from '../content/legal/terms-of-use.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'

export const Route = createFileRoute('/cgu')({
  head: () => pageHead('Conditions générales d’utilisation', 'Les règles d’utilisation du comparateur WattMalin : service gratuit, informations fournies, responsabilités.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title="Conditions générales d’utilisation" intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <Container>
        <article className={prose}>
          <TermsOfUse />
        </article>
      </Container>
    </>
  )
}
