/**
 * The one script every prerendered page loads with its HTML. It keeps the page's promises from its first
 * moments, before the app's code (docs/decisions/0049): the connection notices (first-load/connection.ts)
 * and, through a small file of its own, the cookie banner (first-load/cookie-banner.ts), from markup the
 * page carries in templates. It starts the app once the page has painted (docs/decisions/0029): the router's manifest names this
 * script as the page's module script, with the app's entry and preloads in its data attributes
 * (scripts/lib/router-manifest.ts). Fetched with the HTML, the app's JavaScript would share a slow
 * connection with the page's own first paint, which needs none of it.
 *
 * It imports nothing the app imports: the bundler would put a module both use in a chunk of its own (or
 * in the app's entry), which this script would then have to fetch before it could run. `npm run budget`
 * fails when the start script imports another file.
 */
import { pingHealth, watchOffline } from './first-load/connection.ts'
import { watchPageLoad } from './first-load/page-load.ts'
import { readTemplates, showCopy } from './first-load/templates.ts'

const pageLoad = watchPageLoad()
readTemplates()
watchOffline()

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]')

/**
 * Runs `then` as soon as the connection comes back, or after `delay` ms when the browser never said it
 * went; whichever comes first.
 */
function whenBack(then: () => void, delay: number): void {
  let done = false
  const again = () => {
    if (!done) then()
    done = true
  }
  setTimeout(again, delay)
  addEventListener('online', again, { once: true })
}

/**
 * Asks for the app's entry (and the page's chunks, as preloads, in parallel). An entry that failed —
 * itself or a module it imports, lost to a drop in the page's first seconds — is asked for again when
 * the connection comes back, or after 1, 2, 4… s (docs/decisions/0069): the browser keeps no failed
 * module, so the new script fetches what is missing and runs the entry once. Without it the page would
 * stay without its app until a reload, which loses what the visitor typed.
 */
function start(entry: string, preloads: readonly string[]): void {
  // No `crossorigin`: a module script and a module preload are fetched the same way without it (CORS,
  // same-origin credentials), so the preloaded module is the one the script uses.
  const add = (tag: string, props: object) => document.head.appendChild(Object.assign(document.createElement(tag), props))
  for (const href of preloads) add('link', { rel: 'modulepreload', href })
  const run = (delay: number) =>
    add('script', {
      type: 'module',
      src: entry,
      onerror: () => whenBack(() => run(delay * 2), delay),
    })
  run(1_000)
}

/** Calls `then` once the page has shown its first text, or right away in a background tab, which does not paint. */
function afterFirstContentfulPaint(then: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    then()
  }
  if (document.visibilityState === 'hidden') {
    once()
    return
  }
  document.addEventListener('visibilitychange', once, { once: true })
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      once()
    }).observe({ type: 'paint', buffered: true })
  } catch {
    // No paint timing (old browsers): the safety delay below starts the app.
  }
  // The first paint may never be reported (an old browser, a page with nothing to paint).
  setTimeout(once, MAX_WAIT_MS)
}

/** How long the app waits for the first paint at most. */
const MAX_WAIT_MS = 1500

/**
 * The cookie banner's code, a file of its own (first-load/cookie-banner.ts, named in the tag), asked for
 * with the app's scripts: the page's load waits for those, so the banner is there to show 1 s after it.
 * « Gestion des cookies » clicked before it has arrived is kept, and honoured on arrival; offline, it
 * is asked for again when the connection comes back, or 2 s later.
 */
function startCookieBanner(url: string): void {
  let askedBy: HTMLElement | null = null
  const keepAsked = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('[data-consent-open]') : null
    if (!(control instanceof HTMLElement)) return
    askedBy = control
    // A link to /cookies for a page without JavaScript: here the banner opens when its code arrives.
    event.preventDefault()
  }
  // On the window, as the click starts: React stops clicks on markup it has not hydrated yet (the footer)
  // at the document.
  addEventListener('click', keepAsked, { capture: true })
  const load = () =>
    (import(/* @vite-ignore */ url) as Promise<typeof import('./first-load/cookie-banner.ts')>).then(
      ({ runCookieBanner }) => {
        removeEventListener('click', keepAsked, { capture: true })
        runCookieBanner({ showCopy, pageLoad, askedBy })
      },
      () => whenBack(load, 2_000),
    )
  void load()
}

const entry = tag?.dataset.appEntry
const preloads = (tag?.dataset.appPreload ?? '').split(' ').filter(Boolean)
// In development the server adds this script to its page, without the tag: the banner is its source.
const cookieBanner = import.meta.env.DEV ? '/client/first-load/cookie-banner.ts' : tag?.dataset.cookieBanner
afterFirstContentfulPaint(() => {
  // Before the app's scripts are asked for: on a slow connection its 2 s run out before they (and so
  // the page's load) arrive, which is when the loading overlay may show; after load, the corner notice.
  pingHealth(pageLoad)
  if (entry) start(entry, preloads)
  if (cookieBanner) startCookieBanner(cookieBanner)
})
