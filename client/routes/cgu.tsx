import { createFileRoute } from '@tanstack/react-router'
import { TermsOfUse, lastUpdated } from '../features/editorial/legal/terms-of-use.tsx'
import { LegalPage } from '../features/editorial/legal-page.tsx'
import { legalRoute, type LegalPageInfo } from '../features/editorial/legal-route.ts'

const page: LegalPageInfo = {
  title: 'Conditions générales d’utilisation',
  description: 'Les règles d’utilisation du comparateur WattMalin : service gratuit, informations fournies, responsabilités.',
}

export const Route = createFileRoute('/cgu')({
  ...legalRoute(page),
  component: () => (
    <LegalPage page={page} path={Route.fullPath} lastUpdated={lastUpdated}>
      <TermsOfUse />
    </LegalPage>
  ),
})
