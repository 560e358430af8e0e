import { queryOptions } from '@tanstack/react-query'
import { z } from '#contract/zod'
import { Article, ArticleSummary, FeaturedArticle } from '#contract/article'
import { apiRequest } from '../../lib/api-client.ts'

export const articlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: async () => z.array(ArticleSummary).parse(await apiRequest<unknown>('/api/articles')),
})

export const featuredArticlesQuery = queryOptions({
  queryKey: ['articles', 'featured'],
  queryFn: async () => z.array(FeaturedArticle).parse(await apiRequest<unknown>('/api/featured-articles')),
})

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['articles', slug.normalize('NFC')],
    queryFn: async () =>
      Article.parse(await apiRequest<unknown>(`/api/articles/slug/${encodeURIComponent(slug.normalize('NFC'))}`)),
  })
