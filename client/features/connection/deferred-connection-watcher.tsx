import { useEffect } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'
import { useToast } from '../../ui/toast.tsx'
import { OFFLINE_TOAST } from './offline-toast.ts'

const ConnectionWatcherPart = lazyPart(() => import('./connection-watcher.tsx').then((module) => module.ConnectionWatcher))

/**
 * The connection watcher, loaded once the browser is idle: reading a page needs none of it
 * (docs/decisions/0032). Until its code has arrived — or when it never can, because the connection
 * dropped first — a listener from the first load still says « Connexion perdue ».
 */
export function DeferredConnectionWatcher() {
  const loaded = useLoadWhenIdle(ConnectionWatcherPart.preload)
  useOfflineToast(!loaded)
  return loaded ? <ConnectionWatcherPart failure={() => null} /> : null
}

/** While `active`, going offline shows the offline toast (the plain one, if Radix Toast is not there yet). */
function useOfflineToast(active: boolean) {
  const { toast } = useToast()
  useEffect(() => {
    if (!active) return
    const onOffline = () => toast(OFFLINE_TOAST)
    window.addEventListener('offline', onOffline)
    return () => window.removeEventListener('offline', onOffline)
  }, [active, toast])
}
