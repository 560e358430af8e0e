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
async function loadArticle(queryClient: QueryClient, slug: string): Promise<Article> {
  try {
    return await queryClient.ensureQueryData(articleQuery(slug))
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw notFound()
    throw error
  }
}

function articleHead(article: Article | undefined) {
  return article ? pageHead(article.title, article.excerpt) : pageHead('Article non trouvé', 'Cet article n’existe pas ou a été déplacé.')
}

/**
 * The options the three article routes share, spread into each route file. Their components stay
 * properties written in the route files, beside it, so that the router plugin moves them into each
 * route's own chunk.
 */
export function articleRoute() {
  return {
    loader: ({ context, params }: { context: { queryClient: QueryClient }; params: { slug: string } }) =>
      loadArticle(context.queryClient, params.slug),
    head: ({ loaderData }: { loaderData?: Article }) => articleHead(loaderData),
  }
}
