/**
 * The build's server entry (vite.prerender.config.ts): renders one path of the site with the router's
 * own SSR request handler, in one pass, in Node, once the route loaders have filled TanStack Query's
 * cache. `fetch` is the worker's code over the seed catalogue (scripts/prerender.ts). Never part of the
 * browser bundle.
 */
import { createRequestHandler, defineHandlerCallback, renderSsrHtmlResponse, RouterServer } from '@tanstack/react-router/ssr/server'
import { prerender } from 'react-dom/static'
import { firstLoadMarkup } from './first-load-markup.tsx'
import { FirstLoadMarkupProvider } from './lib/first-load-templates.tsx'
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

const DOCTYPE = '<!DOCTYPE html>'

/**
 * The router's string handler (renderRouterToString) with React's static renderer in place of
 * renderToString: `prerender` waits for every Suspense boundary (lazy parts included) and, with no
 * progressive chunking, writes each where it stands. So the document has no fallback and no React
 * streaming script: every page's content is in its HTML, readable without JavaScript.
 */
const renderWholePage = defineHandlerCallback(({ router, responseHeaders }) =>
  renderSsrHtmlResponse({
    router,
    responseHeaders,
    render: async () => {
      // The first-load templates get their markup here only: it is part of the page, not of the app's code.
      const app = (
        <FirstLoadMarkupProvider markup={firstLoadMarkup}>
          <RouterServer router={router} />
        </FirstLoadMarkupProvider>
      )
      const { prelude } = await prerender(app, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      })
      const html = await new Response(prelude).text()
      // React's static renderer writes the doctype of an <html> root, and the router's response its own.
      return html.startsWith(DOCTYPE) ? html.slice(DOCTYPE.length) : html
    },
  }),
)

// `path` is as the visitor reads it (accents included); the request holds the encoded URL.
export async function renderPage(path: string, catalogueVersion: string, manifest: RouterManifest): Promise<RenderedHtml> {
  const handler = createRequestHandler({
    request: new Request(new URL(encodeURI(path), 'http://localhost')),
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
  const response = await handler(renderWholePage)
  return { status: response.status, html: await response.text() }
}
