import type { QueryClient } from '@tanstack/react-query'
import type { CatalogueVersion } from '#contract/catalogue'
import type { AppRouter } from '../router.tsx'
import { apiRequest } from './api-client.ts'

/**
 * A prerendered page holds the catalogue of its build. Once the page is interactive, ask the API which
 * catalogue KV serves; when it is another one (a reseed since the build), drop the embedded data so
 * every query on screen refetches and the loaders run again (docs/decisions/0016).
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
      await queryClient.invalidateQueries()
      await router.invalidate()
    } catch {
      // Offline or API down: the embedded data stays, and the connection watcher says so.
    }
  }
  // After the load event, so the check never competes with the page's own resources.
  if (document.readyState === 'complete') void check()
  else window.addEventListener('load', () => void check(), { once: true })
}
