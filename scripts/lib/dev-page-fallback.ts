import type { Plugin } from 'vite'
import { REDIRECT_PATHS } from '../../worker/http/redirect-paths.ts'

/**
 * Whether the Vite dev server should answer a request with the app's index.html. In production every
 * page is a prerendered file; in development there are none, and the Cloudflare plugin hands any path
 * that is not a file to the worker, whose answer for a page address is its JSON 404. So a reload of
 * /fournisseurs/19 during development failed. Page addresses get the app instead, which renders the page
 * (or its not-found page) in the browser. Left alone: the API, the worker's redirect pages, Vite's own
 * paths (/@vite/…, /@fs/…) and anything with a file extension (modules, assets).
 */
export function servesAppInDev(method: string | undefined, pathname: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  // The same rule as Vite's own HTML fallback: a browser navigation, curl, or a client that says nothing.
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/api' || path.startsWith('/api/')) return false
  if (path.startsWith('/@') || path.startsWith('/__')) return false
  if ((REDIRECT_PATHS as readonly string[]).includes(path)) return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  return !lastSegment.includes('.')
}

/** The development server's fallback to the app for page addresses (see servesAppInDev). */
export function devPageFallback(): Plugin {
  return {
    name: 'wattmalin:dev-page-fallback',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost')
        if (servesAppInDev(req.method, url.pathname, req.headers.accept)) {
          // The Cloudflare plugin forwards `originalUrl` to the worker's asset handler: rewrite both.
          req.url = `/${url.search}`
          req.originalUrl = req.url
        }
        next()
      })
    },
  }
}

/**
 * The development server's page (index.html) loads the app's entry alone; every prerendered page also
 * loads the start script first (client/start.ts), which keeps the page's first-load promises (the cookie
 * banner, the connection notices). In development it comes after the entry, which it does not start.
 */
export function devStartScript(): Plugin {
  return {
    name: 'wattmalin:dev-start-script',
    apply: 'serve',
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: '/client/start.ts' }, injectTo: 'body' }],
  }
}
