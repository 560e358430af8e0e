// First: the global stylesheet names the cascade layers before any other stylesheet uses one.
import './ui/global.css.ts'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app.tsx'
import { startShell } from './features/site-shell/deferred-shell.tsx'
import { fetchCatalogueVersion } from './lib/catalogue-version.ts'
import { FirstLoadMarkupProvider } from './lib/first-load-templates.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { samePath, type RenderedPage } from './lib/rendered-page.ts'
import { createAppRouter } from './router.tsx'

/** Thrown from the router's `hydrate` hook when the page's HTML is not this URL's current page. */
class NotThisPage extends Error {}

/**
 * Whether the prerendered page is the one to show: rendered for this path with no search parameters
 * (a 404 page stands for every unknown path, `?filtres=…` changes what the page shows), with data KV
 * still serves. After a reseed the page renders afresh from the API instead: refetching after
 * hydration would race React, which hydrates Suspense boundaries after the shell and would meet new
 * data against the old HTML. Offline (no answer), the embedded data is used.
 */
async function checkRenderedPage(page: RenderedPage): Promise<void> {
  if (!samePath(page.path, window.location.pathname) || window.location.search !== '') throw new NotThisPage()
  if (page.catalogueVersion === null) return
  const current = await fetchCatalogueVersion()
  if (current !== null && current !== page.catalogueVersion) throw new NotThisPage()
}

/**
 * The app rendered in the browser from nothing, at once: React keeps the document's scripts and
 * stylesheets and replaces the rest with the app's tree. While the router loads the page's data, the
 * root route shows its shell with nothing in it (client/routes/__root.tsx): the old HTML — stale data,
 * or the list before this URL's filters — leaves the screen, and the connection watcher in the shell can
 * put up its loading overlay on a slow connection.
 */
function renderAfresh(): void {
  const router = createAppRouter(createQueryClient())
  // No prerendered header and footer to keep: their code is fetched with the page's, not at idle time.
  startShell()
  // Started first, so that React's first render is already the shell: a render of no match would empty
  // the document's head for a frame (the browser would then ask for /favicon.ico). A failed load is the
  // route's error or not-found state, which the render shows.
  router.load().catch(() => undefined)
  // In development no page is prerendered: the first-load templates (lib/first-load-templates.tsx) get
  // their markup here, and the development server adds the start script (scripts/lib/dev-page-fallback.ts).
  if (import.meta.env.DEV) {
    void import('./first-load-markup.tsx').then(({ firstLoadMarkup }) =>
      createRoot(document).render(
        <FirstLoadMarkupProvider markup={firstLoadMarkup}>
          <App router={router} />
        </FirstLoadMarkupProvider>,
      ),
    )
    return
  }
  createRoot(document).render(<App router={router} />)
}

async function start(): Promise<void> {
  const router = createAppRouter(createQueryClient(), { hydratePage: checkRenderedPage })
  try {
    // The router's own hydration: its state and Query's cache from the page, then the route's chunks.
    // A page without that state (the development server's index.html) rejects here too.
    await hydrate(router)
  } catch {
    renderAfresh()
    return
  }
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole page: the page stays responsive (and scrolls) while it becomes interactive.
  startTransition(() => {
    hydrateRoot(document, <App router={router} />)
  })
}

void start()
