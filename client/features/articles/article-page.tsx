import type { QueryClient } from '@tanstack/react-query'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, notFound } from '@tanstack/react-router'
import type { Article } from '#contract/article'
import { ApiRequestError } from '../../lib/api-client.ts'
import { pageHead } from '../../lib/seo.ts'
import { ComingSoon } from '../../ui/coming-soon.tsx'
import { Container } from '../../ui/container.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { articleQuery } from './api.ts'

/** Where the back link of an article page leads: /conseils for the first prefix, home for the others. */
export interface ArticleBackLink {
  to: '/' | '/conseils'
  label: string
}

/** The loader of the three article routes: an unknown slug is a not-found, not an error. */
export async function loadArticle(queryClient: QueryClient, slug: string): Promise<Article> {
  try {
    return await queryClient.ensureQueryData(articleQuery(slug))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

export function articleHead(article: Article | undefined) {
  return article
    ? pageHead(article.title, article.excerpt)
    : pageHead('Article non trouvé', 'Cet article n’existe pas ou a été déplacé.')
}

export function ArticlePage({ slug, back }: { slug: string; back: ArticleBackLink }) {
  const { data: article } = useSuspenseQuery(articleQuery(slug))
  return (
    <>
      <PageHeader title={article.title} intro={article.excerpt} />
      <ComingSoon>
        <p>
          <Link to={back.to}>{back.label}</Link>
        </p>
      </ComingSoon>
    </>
  )
}

export function ArticleNotFound({ back }: { back: ArticleBackLink }) {
  return (
    <Container>
      <div role="alert">
        <h1>Article non trouvé</h1>
        <p>Désolé, l’article que vous recherchez n’existe pas ou a été déplacé.</p>
        <Link to={back.to}>{back.label}</Link>
      </div>
    </Container>
  )
}
