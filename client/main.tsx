import { hydrate } from '@tanstack/react-query'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { watchCatalogueVersion } from './lib/catalogue-version.ts'
import { readPrerenderPayload, samePath } from './lib/prerender-payload.ts'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import './ui/global.css.ts'

async function start(root: HTMLElement): Promise<void> {
  const queryClient = createQueryClient()
  const payload = readPrerenderPayload(document)
  if (payload) hydrate(queryClient, payload.queries)
  const router = createAppRouter(queryClient)
  // The first page's route chunks and data before React starts, so its first render is the one the
  // build made (the data is in the cache already: the loaders resolve at once).
  await router.load()

  const app = <App queryClient={queryClient} router={router} />
  // The page's HTML is this URL's only when the build rendered this path with no search parameters:
  // 404.html stands for every unknown path, and `?filtres=…` changes what the page shows.
  if (payload && samePath(payload.path, window.location.pathname) && window.location.search === '') {
    // What TanStack's own hydration sets: the router then renders the tree its server render made
    // (no Suspense wrapper of its own around the matches).
    router.ssr = { manifest: undefined }
    hydrateRoot(root, app)
    watchCatalogueVersion(queryClient, router, payload.catalogueVersion)
  } else {
    createRoot(root).render(app)
  }
}

const root = document.getElementById('root')
if (root) void start(root)
