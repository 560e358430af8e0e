/**
 * The build's server entry (vite.prerender.config.ts): renders one path of the site with the router's
 * own SSR handler, in Node, once the route loaders have filled TanStack Query's cache. `fetch` is the
 * worker's code over the seed catalogue (scripts/prerender.ts). Never part of the browser bundle.
 */
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'

/** Which files each route needs (scripts, stylesheets, inlined CSS): built by scripts/prerender.ts from Vite's manifest. */
export type RouterManifest = Awaited<ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>>

export interface RenderedHtml {
  /** The router's status for the page: 200, or 404 for a not-found page (an unknown path, a loader's notFound()). */
  status: number
  /** The whole document, with the router's and Query's dehydrated state in inline scripts. */
  html: string
}

// `path` is as the visitor reads it (accents included); the request holds the encoded URL.
export async function renderPage(path: string, catalogueVersion: string, manifest: RouterManifest): Promise<RenderedHtml> {
  const request = new Request(new URL(encodeURI(path), 'http://localhost'))
  const handler = createRequestHandler({
    request,
    getRouterManifest: () => Promise.resolve(manifest),
    createRouter: () => {
      const queryClient = createQueryClient()
      return createAppRouter(queryClient, {
        // Dehydrated after the loaders ran: a page whose cache is empty shows no catalogue data.
        renderedPage: () => ({
          path,
          catalogueVersion: queryClient.getQueryCache().getAll().length > 0 ? catalogueVersion : null,
        }),
      })
    },
  })
  const response = await handler(defaultRenderHandler)
  return { status: response.status, html: await response.text() }
}
