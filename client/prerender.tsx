/**
 * The build's prerender entry (vite.prerender.config.ts): renders one path of the site to HTML in Node,
 * with the router on a memory history and TanStack Query fed by `fetch` — which scripts/prerender.ts
 * points at the worker's own code over the seed catalogue. Never part of the browser bundle.
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { App } from './app.tsx'
import { RenderedLazyParts } from './lib/lazy-part.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { PRERENDER_PAYLOAD_ID, serializePayload } from './lib/prerender-payload.ts'
import { createAppRouter } from './router.tsx'

export interface PrerenderedPage {
  /** HTTP status the page stands for: 200, or 404 for the not-found page. */
  status: number
  /** Title, meta and link tags of the page, for the document's head. */
  head: string
  /** The app's markup, for the root element. */
  body: string
  /** Ids of the routes the page is made of, root first: the prerender links their chunks and styles. */
  routeIds: string[]
  /** The script element that carries the page's data (client/lib/prerender-payload.ts). */
  data: string
  /** Source files of the lazy parts (client/lib/lazy-part.tsx) in the page: their styles go in its HTML. */
  lazyParts: string[]
}

// Components fetch some of their data with useQuery, which does not fetch during a server render: each
// pass fetches what the previous one asked for, until a pass asks for nothing new.
const MAX_PASSES = 5

async function renderBody(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
  lazyParts: Set<string>,
): Promise<string> {
  // No progressive chunking: React would move large Suspense boundaries to the end of the document
  // with inline scripts, which the Content-Security-Policy (script-src 'self') rightly blocks.
  const app = (
    <RenderedLazyParts value={lazyParts}>
      <App queryClient={queryClient} router={router} />
    </RenderedLazyParts>
  )
  const { prelude } = await prerender(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  return await new Response(prelude).text()
}

/**
 * Waits for every query without data yet: those a render asked for (useQuery does not fetch during a
 * server render) and those a loader started without waiting (a prefetch still in flight). fetch() on a
 * query already in flight returns that fetch's promise rather than starting another.
 */
async function settleQueries(queryClient: QueryClient): Promise<void> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending')
    .filter((query) => (query.options as { enabled?: unknown }).enabled !== false)
  // A failed fetch leaves the query in error, which fails the page below: the seed catalogue always answers.
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)))
}

/** What the cache holds: which queries, in which state, with data from when. */
function cacheState(queryClient: QueryClient): string {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => `${query.queryHash} ${query.state.status} ${query.state.dataUpdatedAt}`)
    .sort()
    .join('\n')
}

/** 404 when the router rendered a not-found page (an unknown path, or a loader's notFound()), else 200. */
function pageStatus(router: ReturnType<typeof createAppRouter>): number {
  // An unknown path leaves only the root match, flagged `_notFound` (not in the public type).
  const notFound = router.state.matches.some(
    (match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound === true,
  )
  return notFound ? 404 : 200
}

// `path` is as the visitor reads it (accents included); the router's history holds the encoded URL.
export async function prerenderPage(path: string, catalogueVersion: string | null): Promise<PrerenderedPage> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [encodeURI(path)] }))
  await router.load()

  // A pass renders with the cache as it is, then lets the queries it asked for settle. The page is done
  // when a pass changed nothing in the cache: its HTML shows exactly the data the page embeds. Comparing
  // states, not counting pending queries, also catches a fetch that settled during the render.
  const lazyParts = new Set<string>()
  let body = ''
  let settled = false
  await settleQueries(queryClient)
  for (let pass = 1; pass <= MAX_PASSES && !settled; pass++) {
    const before = cacheState(queryClient)
    lazyParts.clear()
    body = await renderBody(queryClient, router, lazyParts)
    await settleQueries(queryClient)
    settled = cacheState(queryClient) === before
  }
  if (!settled) throw new Error(`${path}: the page's data did not settle in ${MAX_PASSES} render passes`)

  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => JSON.stringify(query.queryKey))
  if (failed.length > 0) throw new Error(`${path}: queries failed during prerender: ${failed.join(', ')}`)

  const head = renderToStaticMarkup(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  )
  return {
    status: pageStatus(router),
    routeIds: router.state.matches.map((match) => match.routeId),
    lazyParts: [...lazyParts],
    head,
    body,
    data: `<script id="${PRERENDER_PAYLOAD_ID}" type="application/json">${serializePayload({
      path,
      catalogueVersion,
      queries: dehydrate(queryClient),
    })}</script>`,
  }
}
