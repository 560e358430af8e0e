import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { articleQuery } from '../features/articles/api.ts'
import { ApiRequestError } from '../lib/api-client.ts'
import { pageHead } from '../lib/seo.ts'
import { ComingSoon } from '../ui/coming-soon.tsx'
import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'

export const Route = createFileRoute('/article/$slug')({
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.ensureQueryData(articleQuery(params.slug))
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead(loaderData.title, loaderData.excerpt)
      : pageHead('Article non trouvé', 'Cet article n’existe pas ou a été déplacé.'),
  component: ArticlePage,
  notFoundComponent: ArticleNotFound,
  errorComponent: ArticleNotFound,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  const { data: article } = useSuspenseQuery(articleQuery(slug))
  return (
    <>
      <PageHeader title={article.title} intro={article.excerpt} />
      <ComingSoon>
        <p>
          <Link to="/">Retour à l’accueil</Link>
        </p>
      </ComingSoon>
    </>
  )
}

function ArticleNotFound() {
  return (
    <Container>
      <div role="alert">
        <h1>Article non trouvé</h1>
        <p>Désolé, l’article que vous recherchez n’existe pas ou a été déplacé.</p>
        <Link to="/">Retour à l’accueil</Link>
      </div>
    </Container>
  )
}
