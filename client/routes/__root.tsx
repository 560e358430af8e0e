import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, lazyRouteComponent, Outlet, Scripts } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { DeferredAdvisorWidget } from '../features/advisor/deferred-advisor-widget.tsx'
import { LazyCallbackForm, preloadCallbackForm } from '../features/callback/lazy-callback-form.tsx'
import { DeferredConnectionWatcher } from '../features/connection/deferred-connection-watcher.tsx'
import { DeferredShell } from '../features/site-shell/deferred-shell.tsx'
import { notFoundHead } from '../features/site-shell/not-found-head.ts'
import { MAIN_CONTENT_ID, SkipLink } from '../features/site-shell/skip-link.tsx'
// The cookie banner's styles: its markup is only in the page (the first-load templates), not in the app's code.
import '../features/cookie-consent/consent-banner.css.ts'
import { FirstLoadTemplates } from '../lib/first-load-templates.tsx'
import { markPageReady } from '../lib/page-ready.ts'
import { ToastProvider } from '../ui/toast.tsx'
import faviconSvg from '../public/favicon.svg?raw'
import { pageHead, siteHead } from '../lib/seo.ts'
import * as styles from './-root.css.ts'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => {
    const base = [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#20AA67' },
    ]
    // Only a page that exists gets a canonical address: not the 404 page, not an unknown supplier.
    const leaf = matches[matches.length - 1]
    // An unknown path leaves the root as the only match: its not-found page has its own title.
    if (!leaf || leaf.routeId === '__root__') {
      return { meta: [...base, ...pageHead(notFoundHead.title, notFoundHead.description).meta] }
    }
    if (leaf.status !== 'success') return { meta: base }
    const identity = siteHead(leaf.pathname)
    return { meta: [...base, ...identity.meta], links: identity.links }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  // A chunk of its own, as the code splitter gives every other route's: it leaves the root route whole.
  // The router fetches it before it shows a not-found page, a prerendered 404 page included.
  notFoundComponent: lazyRouteComponent(() => import('../features/site-shell/not-found.tsx'), 'NotFoundPage'),
  // A page rendered afresh in the browser shows no page until its data is there: on that first load the
  // shell renders at once with nothing in it (and the connection watcher's overlay on a slow
  // connection), not the document's old HTML. The router offers a pending state at once only for a
  // root that has something to load, hence the empty beforeLoad; the root is pending on the first load
  // only: a navigation keeps its match, and the page stays on screen until the next one is ready.
  beforeLoad: () => undefined,
  pendingComponent: EmptyPage,
  pendingMs: 0,
  pendingMinMs: 0,
})

function EmptyPage() {
  return null
}

/**
 * The favicon, inline as a data: address. Chromium asks for a page's icon again at each change of its
 * address, and the calculator changes the address as the visitor types (its profile lives there): a file
 * would be requested dozens of times in one visit, an inline icon never is. client/public/favicon.svg
 * stays the one drawing (and the logo search engines are given). Written by the shell itself, not by a
 * head(): while a page rendered afresh waits for its first data the router writes no head tags, and
 * a document without an icon makes Chromium ask for /favicon.ico.
 */
const favicon = { rel: 'icon', type: 'image/svg+xml', href: `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}` }

/**
 * The document around every page: the router writes the routes' head() tags and the page's stylesheet
 * in <head>, and in <body> its dehydrated state and the app's scripts (the build moves the state's inline
 * scripts into a file, for the Content-Security-Policy: scripts/lib/external-scripts.ts).
 */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadContent />
        <link {...favicon} />
      </head>
      <body>
        {/* In the shell, not the layout: on a first visit rendered in the browser, the router shows the
            layout only once the page's data is there, and the loading overlay and connection toasts
            must show before that. */}
        <ToastProvider>
          {children}
          <DeferredConnectionWatcher />
        </ToastProvider>
        {/* What the first-load script shows before the app's code has arrived (client/start.ts). */}
        <FirstLoadTemplates />
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  useEffect(() => markPageReady(), [])

  return (
    <>
      <SkipLink />
      <DeferredShell>
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
      </DeferredShell>
      <DeferredAdvisorWidget
        onOpen={preloadCallbackForm}
        renderCallbackForm={({ close }) => <LazyCallbackForm source="widget" onClose={close} />}
      />
    </>
  )
}
