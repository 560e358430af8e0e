import { createFileRoute } from '@tanstack/react-router'
import { franceDate } from '#contract/regulated-dates'
import { HowItWorksPage } from '../features/editorial/how-it-works-page.tsx'
import { savingsClaimsQuery } from '../features/home/api.ts'
import { pageHead } from '../lib/seo.ts'
import { useVisitorDayQuery } from '../lib/use-visitor-day-query.ts'

export const Route = createFileRoute('/comment-ca-marche')({
  // The figures of the day the page is rendered (the build's, or the visitor's in the browser); the page
  // shows them first, then those of the visitor's own day.
  loader: async ({ context }) => {
    const claimsDay = franceDate(new Date())
    await context.queryClient.ensureQueryData(savingsClaimsQuery(claimsDay))
    return { claimsDay }
  },
  head: () =>
    pageHead(
      'Comment ça marche ?',
      'Comment comparer les offres d’électricité et de gaz avec WattMalin : les étapes, les critères de choix et les types d’offres.',
    ),
  component: Page,
})

function Page() {
  const claims = useVisitorDayQuery(Route.useLoaderData().claimsDay, savingsClaimsQuery)
  return <HowItWorksPage claims={claims} path={Route.fullPath} />
}
