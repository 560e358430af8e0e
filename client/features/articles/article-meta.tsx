import { CalendarDays, Clock, RefreshCw, UserRound } from 'lucide'
import { formatLongDate } from '../../lib/format.ts'
import { categoryIcon, readingTimeLabel } from './article-display.ts'
import * as styles from './article-meta.css.ts'
import { Icon } from '../../ui/icon.tsx'

/** The category label with its icon (one icon per known category, a default for others). */
export function ArticleCategory({ category }: { category: string }) {
  return (
    <p className={styles.category}>
      <Icon icon={categoryIcon(category)} size="sm" className={styles.categoryIcon} />
      {category}
    </p>
  )
}

/** Publication date (French long format), update date when given, author when given, reading time. */
export function ArticleMeta({
  publishedAt,
  updatedAt,
  authorName,
  readingMinutes,
}: {
  publishedAt: string
  updatedAt?: string | undefined
  authorName?: string
  readingMinutes: number
}) {
  return (
    <ul className={styles.meta}>
      <li className={styles.metaItem}>
        <Icon icon={CalendarDays} size="sm" className={styles.metaIcon} />
        <span>
          {authorName ? 'Publié le ' : null}
          <time dateTime={publishedAt}>{formatLongDate(publishedAt)}</time>
        </span>
      </li>
      {updatedAt ? (
        <li className={styles.metaItem}>
          <Icon icon={RefreshCw} size="sm" className={styles.metaIcon} />
          <span>
            Mis à jour le <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
          </span>
        </li>
      ) : null}
      {authorName ? (
        <li className={styles.metaItem}>
          <Icon icon={UserRound} size="sm" className={styles.metaIcon} />
          <span>Par {authorName}</span>
        </li>
      ) : null}
      <li className={styles.metaItem}>
        <Icon icon={Clock} size="sm" className={styles.metaIcon} />
        <span>{readingTimeLabel(readingMinutes)}</span>
      </li>
    </ul>
  )
}
