import { onlineManager, QueryClient } from '@tanstack/react-query'

/**
 * How the site reads the catalogue, which changes only at a reseed: no refetch on focus or reconnect,
 * data never goes stale. An answer that says no (an HTTP error, a body the contract refuses) shows its
 * error state at once, and the visitor retries. A request that got no answer at all (the connection
 * dropped under it: fetch's TypeError) is asked again, up to three times after 1, 2 and 4 s; while the
 * browser is offline, Query holds the retry until the connection is back, so a drop does not turn a
 * block into « Réessayer ».
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: (failures, error) => error instanceof TypeError && failures < 3,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Query's idea of the connection, taken from the browser whenever Query starts listening, then from its
 * `online` and `offline` events. Query's own listener assumes online and only hears the events that come
 * after the app has mounted; in a drop during the page's first seconds, the app's code can arrive after
 * either event, and a request would then fail at once offline, or wait for ever online.
 */
export function followBrowserConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const online = () => setOnline(true)
    const offline = () => setOnline(false)
    setOnline(navigator.onLine)
    addEventListener('online', online)
    addEventListener('offline', offline)
    return () => {
      removeEventListener('online', online)
      removeEventListener('offline', offline)
    }
  })
}
