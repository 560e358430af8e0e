/**
 * "The page has loaded", as the connection watcher and the cookie banner mean it: the app has rendered
 * its first page (the root layout calls markPageReady()) and the document has finished loading
 * (`document.readyState === 'complete'`, so styles, fonts and images are in). Module state: one page
 * load per document.
 */

/** Called with the moment the page became ready (performance.now()). */
type Listener = (readyAt: number) => void

let marked = false
let readyAt: number | null = null
const listeners = new Set<Listener>()

function settle(): void {
  if (readyAt !== null) return
  readyAt = performance.now()
  const pending = [...listeners]
  listeners.clear()
  for (const listener of pending) listener(readyAt)
}

/**
 * Called once the first page has rendered (later calls do nothing). Browser only: call it from an
 * effect. Returns nothing, so `useEffect(() => markPageReady(), [])` stays a valid effect.
 */
export function markPageReady(): void {
  if (marked || typeof document === 'undefined') return
  marked = true
  // The app is live (hydrated or rendered): tests and progressive-enhancement styles can tell.
  document.documentElement.setAttribute('data-app-ready', '')
  if (document.readyState === 'complete') settle()
  else window.addEventListener('load', settle, { once: true })
}

export function isPageReady(): boolean {
  return readyAt !== null
}

/**
 * Calls `listener` once when the page has loaded, right away if it already has, with the moment it
 * did: code that arrives later (loaded when the browser is idle) can still time itself from the load.
 * Returns the unsubscribe function (a no-op once called).
 */
export function onPageReady(listener: Listener): () => void {
  if (readyAt !== null) {
    listener(readyAt)
    return () => {}
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
