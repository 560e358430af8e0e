import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { Article } from '#contract/article'
import { ApiRequestError } from '../../lib/api-client.ts'
import { pageHead } from '../../lib/seo.ts'
import { articleQuery } from './api.ts'

// What the article routes need outside their components (loader, head), apart from article-page.tsx:
// a route file's own code is in every page's first-load JavaScript, its component is not.

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

