import * as styles from './skip-link.css.ts'

export const MAIN_CONTENT_ID = 'contenu'

/** First focusable element of every page: jumps over the header to the main content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
      Aller au contenu principal
    </a>
  )
}
