import { WifiLow } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './connection-watcher.css.ts'

/**
 * The corner notice of a slow connection once the page has loaded. Drawn by the watcher, and before its
 * code has arrived by the first-load script (client/first-load/connection.ts), from a template the root
 * route writes into the page. `state` says whether the connection has already recovered (the notice
 * then leaves 500 ms later).
 */
export function SlowNotice({ state }: { state: 'slow' | 'recovered' }) {
  return (
    <div role="status" className={styles.notice} data-state={state}>
      <Icon icon={WifiLow} size="lg" className={styles.noticeIcon} />
      <span>Connexion lente - chargement des données en cours...</span>
    </div>
  )
}
