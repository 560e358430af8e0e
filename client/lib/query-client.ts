import { QueryClient } from '@tanstack/react-query'

/**
 * How the site reads the catalogue, which changes only at a reseed: data never goes stale, so Query
 * fetches it again neither on mount nor on focus (both only refetch stale data), nor on reconnect. An
 * answer that says no (an HTTP error, a body the contract refuses) shows its error state at once, and
 * the visitor retries. A request that got no answer at all (the connection dropped under it: fetch's
 * TypeError) is asked again, up to three times after 1, 2 and 4 s, so a drop of a few seconds does not
 * turn a block into « Réessayer ». Query also holds a retry while it knows the browser is offline, but
 * it only knows from an `offline` event heard after the app mounted, and a drop in the page's first
 * second comes before that: hence the retries on a clock. A mutation is never retried (Query's default
 * for mutations): a callback request must not be sent twice by the app.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnReconnect: false,
        retry: (failures, error) => error instanceof TypeError && failures < 3,
      },
    },
  })
}
