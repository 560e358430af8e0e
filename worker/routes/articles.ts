import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { Article, ArticleSlug, ArticleSummary, FeaturedArticle } from '#contract/article'
import { kvKeys } from '#contract/catalogue'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'
import { parameterDocs, refuseWith } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Article non trouvé.'

/**
 * The slug of the path. Hono has already percent-decoded the segment; NFC makes "é" typed either way the
 * same key. Only a slug of the contract's pattern and size is looked up: anything else cannot be an
 * article, and a key past KV's 512 bytes would make KV throw.
 */
const SlugParams = z.object({
  slug: z.preprocess((slug) => (typeof slug === 'string' ? slug.normalize('NFC') : slug), ArticleSlug),
})

/** Mounted at /api/articles: the article list, one article by slug. */
export const articles = new Hono<AppEnv>()

articles.get('/', describeCatalogueRead({ summary: 'Articles et guides, sans leur texte', body: z.array(ArticleSummary) }), (c) =>
  serveCatalogueKey(c, kvKeys.articles, { kind: 'fixed' }),
)

articles.get(
  '/slug/:slug',
  validator(
    'param',
    SlugParams,
    // A slug that cannot be one is an article that does not exist.
    refuseWith((_issues, c) => apiError(c, 404, 'not_found', NOT_FOUND)),
    parameterDocs(SlugParams, {
      slug: {
        description: 'Mots en minuscules séparés par des tirets, accents permis, 200 octets UTF-8 au plus.',
        // An article of the seeded catalogue, its slug plain ASCII: any client sends it as it is.
        example: 'choisir-puissance-compteur-kva',
      },
    }),
  ),
  describeCatalogueRead({ summary: 'Un article, par son slug', body: Article, responses: { 404: errors.notFound(NOT_FOUND) } }),
  (c) => serveCatalogueKey(c, kvKeys.article(c.req.valid('param').slug), { kind: 'item', notFound: NOT_FOUND }),
)

/** Mounted at /api/featured-articles. */
export const featuredArticles = new Hono<AppEnv>()

featuredArticles.get('/', describeCatalogueRead({ summary: 'Articles mis en avant', body: z.array(FeaturedArticle) }), (c) =>
  serveCatalogueKey(c, kvKeys.featuredArticles, { kind: 'fixed' }),
)
