import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./article-responses.ts')

export const articlesQuery = queryOptions({
  queryKey: ['articles'],
  queryFn: () => apiGet('/api/articles', async () => (await schemas()).articleList),
})

export const featuredArticlesQuery = queryOptions({
  queryKey: ['articles', 'featured'],
  queryFn: () => apiGet('/api/featured-articles', async () => (await schemas()).featuredArticles),
})

export const articleQuery = (slug: string) =>
  queryOptions({
    queryKey: ['articles', slug.normalize('NFC')],
    queryFn: () => apiGet(`/api/articles/slug/${encodeURIComponent(slug.normalize('NFC'))}`, async () => (await schemas()).article),
  })
