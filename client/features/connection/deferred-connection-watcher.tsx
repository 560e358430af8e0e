import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'

const ConnectionWatcherPart = lazyPart(() => import('./connection-watcher.tsx').then((module) => module.ConnectionWatcher))

// The watcher takes « Connexion perdue » over from the first-load script: it can say it from the moment
// it is live, offline too, because a toast asked for before Radix Toast's code has arrived shows plain.
const loadWatcher = ConnectionWatcherPart.preload

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
