import { QueryClient } from '@tanstack/react-query'

/**
 * How the site reads the catalogue, which changes only at a reseed: no refetch on focus or reconnect, data never goes stale, no retries.
 * (A failed list shows its error state at once; the visitor retries.)
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  })
}
