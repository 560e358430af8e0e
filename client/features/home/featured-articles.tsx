import { Link } from '@tanstack/react-router'
import type { FeaturedArticle } from '#contract/article'
import { formatLongDate } from '../../lib/format.ts'
import { Card, Skeleton } from '../../ui/card.tsx'
import * as styles from './featured-articles.css.ts'

/** The home page shows the first 3 featured articles: one row on desktop, enough to invite reading. */
export const FEATURED_ARTICLES = 3

/** The cards' place while the featured articles load: 3 placeholders. */
export function FeaturedArticlesSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Chargement des articles">
      {Array.from({ length: FEATURED_ARTICLES }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <Card as="li" key={key} aria-hidden="true">
          <Skeleton width="quarter" />
          <Skeleton width="full" height="heading" />
          <Skeleton width="full" />
          <Skeleton width="threeQuarters" />
        </Card>
      ))}
    </ul>
  )
}

/** The first featured articles as cards linking to /conseils/{slug}. */
export function FeaturedArticles({ articles }: { articles: readonly FeaturedArticle[] }) {
  return (
    <ul className={styles.grid}>
      {articles.slice(0, FEATURED_ARTICLES).map((article) => (
        <Card as="li" key={article.id} className={styles.card}>
          <span className={styles.category}>{article.category}</span>
          <h3 className={styles.title}>
            <Link to="/conseils/$slug" params={{ slug: article.slug }} className={styles.link}>
              {article.title}
            </Link>
          </h3>
          <p className={styles.excerpt}>{article.excerpt}</p>
          <p className={styles.meta}>
            {formatLongDate(article.publishedAt)} · {article.readingMinutes}&nbsp;min de lecture
          </p>
        </Card>
      ))}
    </ul>
  )
}
