import { z } from '#contract/zod-mini'
import { Article, ArticleSummary, FeaturedArticle } from '#contract/article'

// Loaded on demand by api.ts, with the data it checks.
export const articleList = z.array(ArticleSummary)
export const featuredArticles = z.array(FeaturedArticle)
export const article = Article
