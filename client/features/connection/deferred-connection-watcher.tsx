import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'
import { preloadToastView } from '../../ui/toast.tsx'

const ConnectionWatcherPart = lazyPart(() => import('./connection-watcher.tsx').then((module) => module.ConnectionWatcher))

// The watcher takes « Connexion perdue » over from the first-load script: it comes once it can say it,
// with the toasts' view.
const loadWatcher = () => Promise.all([ConnectionWatcherPart.preload(), preloadToastView()])

/**
 * The connection watcher, loaded once the browser is idle: reading a page needs none of it
 * (docs/decisions/0032). Until its code has arrived, or when it never can because the connection
 * dropped first, the first-load script keeps its promises: « Connexion perdue », and the loading
 * overlay on a slow connection (client/first-load/connection.ts, docs/decisions/0049).
 */
export function DeferredConnectionWatcher() {
  const loaded = useLoadWhenIdle(loadWatcher)
  return loaded ? <ConnectionWatcherPart failure={() => null} /> : null
}
