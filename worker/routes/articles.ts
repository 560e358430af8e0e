import { Hono } from 'hono'
import { z } from 'zod'
import { Article, ArticleSlug, ArticleSummary, FeaturedArticle, isArticleSlug } from '#contract/article'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'
import { pathParameter } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Article non trouvé.'
const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the article list, the featured articles, one article by slug. */
export const articles = new Hono<{ Bindings: Cloudflare.Env }>()

articles.get('/articles', describeCatalogueRead({ summary: 'Articles et guides, sans leur texte', body: z.array(ArticleSummary) }), (c) =>
  serveCatalogueKey(c, kvKeys.articles, { kind: 'fixed' }),
)
articles.all('/articles', readOnly)

articles.get('/featured-articles', describeCatalogueRead({ summary: 'Articles mis en avant', body: z.array(FeaturedArticle) }), (c) =>
  serveCatalogueKey(c, kvKeys.featuredArticles, { kind: 'fixed' }),
)
articles.all('/featured-articles', readOnly)

articles.get(
  '/articles/slug/:slug',
  describeCatalogueRead({
    summary: 'Un article, par son slug',
    body: Article,
    parameters: [
      pathParameter({
        name: 'slug',
        description: 'Mots en minuscules séparés par des tirets, accents permis, 200 octets UTF-8 au plus.',
        schema: ArticleSlug,
        // An article of the seeded catalogue, its slug plain ASCII: any client sends it as it is.
        example: 'choisir-puissance-compteur-kva',
      }),
    ],
    responses: { 404: errors.notFound(NOT_FOUND) },
  }),
  (c) => {
    // Hono has already percent-decoded the segment; NFC makes "é" typed either way the same key. Only a
    // slug of the contract's pattern and size is looked up: anything else cannot be an article, and a
    // key past KV's 512 bytes would make KV throw.
    const slug = c.req.param('slug').normalize('NFC')
    if (!isArticleSlug(slug)) return apiError(c, 404, 'not_found', NOT_FOUND)
    return serveCatalogueKey(c, kvKeys.article(slug), { kind: 'item', notFound: NOT_FOUND })
  },
)
articles.all('/articles/slug/:slug', readOnly)
