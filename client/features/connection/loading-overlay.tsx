import { LoaderCircle } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './connection-watcher.css.ts'

/**
 * The full-screen overlay while a first page loads over a slow connection. Drawn by the watcher, and
 * before its code has arrived by the first-load script (client/first-load/connection.ts), from a
 * template the root route writes into the page. `fading` runs its 300 ms fade-out.
 */
export function LoadingOverlay({ state }: { state: 'shown' | 'fading' }) {
  return (
    <div role="status" aria-live="polite" className={styles.overlay} data-state={state}>
      <div className={styles.overlayContent}>
        <Icon icon={LoaderCircle} className={styles.overlaySpinner} />
        <p className={styles.overlayTitle}>Chargement...</p>
        <p className={styles.overlayText}>Préparation de votre comparatif d'énergie</p>
      </div>
    </div>
  )
}
