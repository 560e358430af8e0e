/**
 * Starts the app once the prerendered page has painted (docs/decisions/0029). The router's manifest
 * names this script as the page's module script, with the app's entry and preloads in its data
 * attributes (scripts/lib/router-manifest.ts): fetched with the HTML, the app's JavaScript would share
 * a slow connection with the page's own first paint, which needs none of it.
 */

const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]')

function start(entry: string, preloads: readonly string[]): void {
  for (const href of preloads) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.append(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  document.head.append(script)
}

/** Calls `then` once the page has shown its first text, or right away in a background tab, which does not paint. */
function afterFirstContentfulPaint(then: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    then()
  }
  if (document.visibilityState === 'hidden') return once()
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

if (tag?.dataset.appEntry) {
  const entry = tag.dataset.appEntry
  const preloads = (tag.dataset.appPreload ?? '').split(' ').filter(Boolean)
  afterFirstContentfulPaint(() => start(entry, preloads))
}

export {}
