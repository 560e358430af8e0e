import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy, lastUpdated } from '../features/editorial/legal/privacy-policy.tsx'
import { LegalPage } from '../features/editorial/legal-page.tsx'
import { legalRoute, type LegalPageInfo } from '../features/editorial/legal-route.ts'

const page: LegalPageInfo = {
  title: 'Politique de confidentialité',
  description:
    'Quelles données WattMalin conserve quand vous demandez à être rappelé, pourquoi, combien de temps, et comment exercer vos droits.',
}

export const Route = createFileRoute('/politique-de-confidentialite')({
  ...legalRoute(page),
  component: () => (
    <LegalPage page={page} path={Route.fullPath} lastUpdated={lastUpdated}>
      <PrivacyPolicy />
    </LegalPage>
  ),
})
