import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CircleAlert, Inbox, RefreshCw } from 'lucide'
import type { ArticleSummary } from '#contract/article'
import { Button } from '../../ui/button.tsx'
import { Card, Skeleton } from '../../ui/card.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { articlesQuery } from './api.ts'
import { categoryIcon } from './article-display.ts'
import { ARTICLE_IMAGE_SIZE } from './article-image.ts'
import { ArticleCategory, ArticleMeta } from './article-meta.tsx'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './article-list.css.ts'

/** The loading state of the guides list: six placeholders, the size of the first rows of cards. */
export const ARTICLE_SKELETON_COUNT = 6

function ArticleCard({ article, eager }: { article: ArticleSummary; eager: boolean }) {
  return (
    <Card as="li" padding="none" className={styles.card}>
      {article.image ? (
        <img
          className={styles.image}
          src={article.image.src}
          alt={article.image.alt}
          width={ARTICLE_IMAGE_SIZE.width}
          height={ARTICLE_IMAGE_SIZE.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : (
        <div className={styles.imagePlaceholder} aria-hidden="true">
          <Icon icon={categoryIcon(article.category)} className={styles.placeholderIcon} />
        </div>
      )}
      <div className={styles.body}>
        <ArticleCategory category={article.category} />
        <h2 className={styles.title}>
          <Link to="/conseils/$slug" params={{ slug: article.slug }} className={styles.link}>
            {article.title}
          </Link>
        </h2>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
      </div>
    </Card>
  )
}

function ArticleCardSkeleton() {
  return (
    <Card as="li" padding="none" className={styles.card}>
      <Skeleton className={styles.skeletonImage} />
      <div className={styles.skeletonBody}>
        <Skeleton width="quarter" />
        <Skeleton height="heading" />
        <Skeleton />
        <Skeleton width="threeQuarters" />
        <Skeleton width="half" />
      </div>
    </Card>
  )
}

/** The list's place while the guides load: skeleton cards, and a status for screen readers. */
export function ArticleListSkeleton() {
  return (
    <div aria-busy="true">
      <p className={srOnly} role="status">
        Chargement des articles…
      </p>
      <ul className={styles.grid} aria-hidden="true">
        {Array.from({ length: ARTICLE_SKELETON_COUNT }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
          <ArticleCardSkeleton key={index} />
        ))}
      </ul>
    </div>
  )
}

/** Said in the list's place when the guides could not be loaded. */
export function ArticleListFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <Icon icon={CircleAlert} className={styles.stateIconError} />
      <p className={styles.stateTitle}>Impossible de charger les articles</p>
      <p>Vérifiez votre connexion puis réessayez.</p>
      <Button tone="primary" onClick={onRetry}>
        <Icon icon={RefreshCw} className={styles.buttonIcon} />
        Réessayer
      </Button>
    </div>
  )
}

/** The guides, or the message that there is none yet. */
export function ArticleList() {
  const { data } = useSuspenseQuery(articlesQuery)

  if (data.length === 0) {
    return (
      <div className={styles.state} role="status">
        <Icon icon={Inbox} className={styles.stateIcon} />
        <p className={styles.stateTitle}>Aucun article n’est disponible pour le moment</p>
        <p>{'Revenez bientôt\u00a0: de nouveaux guides sont en préparation.'}</p>
      </div>
    )
  }

  return (
    <ul className={styles.grid}>
      {data.map((article, index) => (
        <ArticleCard key={article.id} article={article} eager={index < 3} />
      ))}
    </ul>
  )
}
