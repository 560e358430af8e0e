import { Button } from './button.tsx'
import * as styles from './load-failure.css.ts'

export type LoadFailureProps = {
  /** What could not be loaded, in one French sentence. */
  message: string
  onRetry: () => void
}

/**
 * The one-line state of a block whose data failed to load: it says so and offers « Réessayer », so a
 * heading never stands above an empty space. Polite: a page that loads with it should not interrupt.
 */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div role="status" className={styles.loadFailure}>
      <p>{message}</p>
      <Button tone="secondary" size="sm" onClick={onRetry}>
        Réessayer
      </Button>
    </div>
  )
}
