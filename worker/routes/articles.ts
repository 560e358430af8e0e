import { Hono } from 'hono'
import { isArticleSlug } from '#contract/article'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'

const NOT_FOUND = 'Article non trouvé.'
const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the article list, the featured articles, one article by slug. */
export const articles = new Hono<{ Bindings: Cloudflare.Env }>()

articles.get('/articles', (c) => serveCatalogueKey(c, kvKeys.articles, { kind: 'fixed' }))
articles.all('/articles', readOnly)

articles.get('/featured-articles', (c) => serveCatalogueKey(c, kvKeys.featuredArticles, { kind: 'fixed' }))
articles.all('/featured-articles', readOnly)

articles.get('/articles/slug/:slug', (c) => {
  // Hono has already percent-decoded the segment; NFC makes "é" typed either way the same key. Only a
  // slug of the contract's pattern and size is looked up: anything else cannot be an article, and a
  // key past KV's 512 bytes would make KV throw.
  const slug = c.req.param('slug').normalize('NFC')
  if (!isArticleSlug(slug)) return apiError(c, 404, 'not_found', NOT_FOUND)
  return serveCatalogueKey(c, kvKeys.article(slug), { kind: 'item', notFound: NOT_FOUND })
})
articles.all('/articles/slug/:slug', readOnly)
