import { hydrate } from '@tanstack/react-query'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { fetchCatalogueVersion } from './lib/catalogue-version.ts'
import { readPrerenderPayload, samePath } from './lib/prerender-payload.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import './ui/global.css.ts'

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const renderAfresh = () => createRoot(root).render(<App queryClient={queryClient} router={router} />)
  const payload = readPrerenderPayload(document)

  // The page's HTML is this URL's only when the build rendered this path with no search parameters:
  // 404.html stands for every unknown path, and `?filtres=…` changes what the page shows. Otherwise
  // the app renders afresh: the router shows its pending state and the connection watcher its overlay
  // while the first page's data loads.
  if (!payload || !samePath(payload.path, window.location.pathname) || window.location.search !== '') {
    renderAfresh()
    return
  }
  // Hydrate only data KV still serves. After a reseed the page renders afresh from the API instead:
  // refetching after hydration would race React, which hydrates the page's Suspense boundaries after
  // the shell and would find new data against the old HTML. Offline, the embedded data is used.
  if (payload.catalogueVersion !== null && payload.queries.queries.length > 0) {
    const current = await fetchCatalogueVersion()
    if (current !== null && current !== payload.catalogueVersion) {
      renderAfresh()
      return
    }
  }
  hydrate(queryClient, payload.queries)
  // The route's chunks and loaders before React starts (the loaders' data is in the cache already), so
  // the first render is the tree the build made. What TanStack's own hydration sets: with `ssr`, the
  // router renders the matches without a Suspense wrapper of its own, as it did in the prerender.
  await router.load()
  router.ssr = { manifest: undefined }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page stays responsive (and scrolls) while it becomes interactive.
  startTransition(() => {
    hydrateRoot(root, <App queryClient={queryClient} router={router} />)
  })
}

const root = document.getElementById('root')
if (root) void start(root)
