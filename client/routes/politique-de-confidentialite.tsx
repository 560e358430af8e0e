import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy, lastUpdated } from '../content/legal/privacy-policy.tsx'
import { formatLongDate } from '../lib/format.ts'
import { pageHead } from '../lib/seo.ts'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { prose } from '../ui/prose.css.ts'

export const Route = createFileRoute('/politique-de-confidentialite')({
  head: () => pageHead('Politique de confidentialité', 'Quelles données WattMalin conserve quand vous demandez à être rappelé, pourquoi, combien de temps, et comment exercer vos droits.'),
  component: LegalPage,
})

function LegalPage() {
  return (
    <>
      <PageHeader title="Politique de confidentialité" intro={`Dernière mise à jour\u00a0: ${formatLongDate(lastUpdated)}`} />
      <Container>
        <article className={prose}>
          <PrivacyPolicy />
        </article>
      </Container>
    </>
  )
}
