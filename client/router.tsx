import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { RenderedPage } from './lib/rendered-page.ts'
import { routeTree } from './routeTree.gen.ts'

export interface RouterContext {
  queryClient: QueryClient
}

export interface AppRouterOptions {
  /** Server only: what the build records about the page it renders, read back by `hydratePage`. */
  renderedPage?: () => RenderedPage
  /** Browser only: called with the prerendered page's record before hydration; throwing aborts it. */
  hydratePage?: (page: RenderedPage) => void | Promise<void>
}

/**
 * The router, with TanStack Query's cache dehydrated into each prerendered page and hydrated from it by
 * the router's own SSR integration. Loaders read through Query, which already caches: the router keeps
 * no copy. Scrolling is the router's: to the top on navigation, back where the visitor was on « back »,
 * and to the element of a URL's hash (the global `scroll-padding-top` keeps it clear of the sticky header).
 */
export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    dehydrate: options.renderedPage,
    hydrate: options.hydratePage ? (dehydrated: RenderedPage) => options.hydratePage?.(dehydrated) : undefined,
  })
  // Also wraps the app in <QueryClientProvider>, on the server as in the browser.
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
