import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { DeferredAdvisorWidget } from '../features/advisor/deferred-advisor-widget.tsx'
import { LazyCallbackForm, preloadCallbackForm } from '../features/callback/lazy-callback-form.tsx'
import { DeferredCookieBanner } from '../features/cookie-consent/deferred-cookie-banner.tsx'
import { Footer } from '../features/site-shell/footer.tsx'
import { Header } from '../features/site-shell/header.tsx'
import { MobileBottomBar } from '../features/site-shell/mobile-bottom-bar.tsx'
import { NotFoundPage, notFoundHead } from '../features/site-shell/not-found.tsx'
import { MAIN_CONTENT_ID, SkipLink } from '../features/site-shell/skip-link.tsx'
import { markPageReady } from '../lib/page-ready.ts'
import { scrollToId, scrollToTop } from '../lib/scroll.ts'
import { pageHead, siteHead } from '../lib/seo.ts'
import * as styles from './-root.css.ts'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: ({ matches }) => {
    const base = [{ charSet: 'utf-8' }, { name: 'viewport', content: 'width=device-width, initial-scale=1' }]
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
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})

/** Hash links land 300 ms after the page rendered; any other navigation starts at the top. */
function useScrollOnNavigation() {
  const location = useRouterState({ select: (state) => state.location })
  const first = useRef(true)
  useEffect(() => {
    const hash = location.hash
    if (hash) scrollToId(decodeURIComponent(hash), { delayMs: 300 })
    else if (!first.current) scrollToTop()
    first.current = false
  }, [location.pathname, location.hash])
}

function RootLayout() {
  useScrollOnNavigation()
  useEffect(() => markPageReady(), [])

  return (
    <>
      {/* The prerender writes the head tags into the document's <head> itself; in the browser React
          adopts those elements (same attributes) instead of adding copies. */}
      {import.meta.env.SSR ? null : <HeadContent />}
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <Outlet />
      </main>
      <Footer />
      <MobileBottomBar />
      <DeferredAdvisorWidget
        onOpen={preloadCallbackForm}
        renderCallbackForm={({ close }) => <LazyCallbackForm source="widget" onClose={close} />}
      />
      <DeferredCookieBanner />
    </>
  )
}
