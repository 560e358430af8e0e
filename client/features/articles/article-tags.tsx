import { Tag } from 'lucide'
import { shortenTag } from './article-display.ts'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './article-tags.css.ts'

/**
 * The article's tags. On mobile a long label shows cut (« électrici… ») through CSS, so the server
 * and the browser render the same markup; the full label stays in the accessibility tree and in the
 * title tooltip.
 */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null
  return (
    <ul className={styles.tags} aria-label="Mots-clés">
      {tags.map((label) => {
        const short = shortenTag(label)
        return (
          <li key={label} className={styles.tag} title={short === label ? undefined : label}>
            <Icon icon={Tag} className={styles.tagIcon} />
            {short === label ? (
              label
            ) : (
              <>
                <span className={styles.fullLabel}>{label}</span>
                <span className={styles.shortLabel} aria-hidden="true">
                  {short}
                </span>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
