import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicy, lastUpdated } from '../features/editorial/legal/cookie-policy.tsx'
import { LegalPage } from '../features/editorial/legal-page.tsx'
import { legalRoute, type LegalPageInfo } from '../features/editorial/legal-route.ts'

const page: LegalPageInfo = {
  title: 'Politique de cookies',
  description: 'WattMalin n’utilise aucun traceur : seul votre choix sur les cookies est conservé dans votre navigateur.',
}

export const Route = createFileRoute('/cookies')({
  ...legalRoute(page),
  component: () => (
    <LegalPage page={page} path={Route.fullPath} lastUpdated={lastUpdated}>
      <CookiePolicy />
    </LegalPage>
  ),
})
