import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { HowItWorksPage } from '../features/editorial/how-it-works-page.tsx'
import { savingsClaimsQuery } from '../features/home/api.ts'
import { pageHead } from '../lib/seo.ts'

export const Route = createFileRoute('/comment-ca-marche')({
  loader: ({ context }) => context.queryClient.ensureQueryData(savingsClaimsQuery),
  head: () =>
    pageHead(
      'Comment ça marche ?',
      'Comment comparer les offres d’électricité et de gaz avec WattMalin : les étapes, les critères de choix et les types d’offres.',
    ),
  component: Page,
})

function Page() {
  const { data: claims } = useSuspenseQuery(savingsClaimsQuery)
  return <HowItWorksPage claims={claims} path={Route.fullPath} />
}
