import type { QueryClient } from '@tanstack/react-query'
import type { CatalogueVersion } from '#contract/catalogue'
import type { AppRouter } from '../router.tsx'
import { apiRequest } from './api-client.ts'
import { onPageReady } from './page-ready.ts'

/**
 * A prerendered page holds the catalogue of its build. Once the page is live, ask the API which
 * catalogue KV serves; when it is another one (a reseed since the build), refetch every query and run
 * the loaders again, so the page shows what KV holds (docs/decisions/0016).
 */
export function watchCatalogueVersion(
  queryClient: QueryClient,
  router: AppRouter,
  embeddedVersion: string | null,
): void {
  if (embeddedVersion === null) return
  const check = async () => {
    try {
      const current = await apiRequest<CatalogueVersion>('/api/catalogue/version')
      if (current.version === embeddedVersion) return
      // Every query, observed or not: parts of the page may still be hydrating (React hydrates Suspense
      // boundaries after the shell) and would not refetch on mount.
      await queryClient.invalidateQueries({ refetchType: 'all' })
      await router.invalidate()
    } catch {
      // Offline or API down: the embedded data stays, and the connection watcher says so.
    }
  }
  // Once the page is live and loaded: the queries on screen are observed by then (so they refetch), and
  // the check never competes with the page's own resources.
  onPageReady(() => void check())
}
