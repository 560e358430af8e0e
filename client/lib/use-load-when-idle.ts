import { useEffect, useState } from 'react'
import { whenIdle } from './when-idle.ts'

/** When code the first page can do without is fetched: at idle time, at once, or not (yet). */
export type LoadTime = 'idle' | 'now' | 'never'

/**
 * Loads code a page does not need to be read or used (a lazy part's `preload`) when `when` says, and
 * returns true once it has arrived. Offline, a fetch could only fail: the load waits for the connection,
 * and a load that failed is tried again when the connection comes back. `when` may change: 'never'
 * (nothing asked for yet) can become 'idle' or 'now' (the visitor asked for the part).
 */
export function useLoadWhenIdle(load: () => Promise<unknown>, when: LoadTime = 'idle'): boolean {
  const [loaded, setLoaded] = useState(false)
  const [idle, setIdle] = useState(false)

  useEffect(() => {
    if (when !== 'idle' || loaded || idle) return
    return whenIdle(() => setIdle(true))
  }, [when, loaded, idle])

  const due = when === 'now' || (when === 'idle' && idle)
  useEffect(() => {
    if (!due || loaded) return
    let active = true
    const attempt = () => {
      if (!navigator.onLine) return
      load().then(
        () => {
          if (active) setLoaded(true)
        },
        // Offline after all, or the server is unreachable: the next 'online' event tries again.
        () => undefined,
      )
    }
    attempt()
    window.addEventListener('online', attempt)
    return () => {
      active = false
      window.removeEventListener('online', attempt)
    }
  }, [due, loaded, load])

  return loaded
}
