import { showCopy } from './templates.ts'

/**
 * What the connection watcher promises from the page's first moments. Its code (features/connection)
 * loads once the browser is idle, and a visitor may lose the connection, or sit on a slow one, well
 * before that; so from the first load:
 * - the browser going offline shows « Connexion perdue » (5 s, or until closed);
 * - the first health ping leaves once the page has painted, with the app's scripts, and when it is slow
 *   (no answer within 2 s, or a failure) before the page has finished loading (as the watcher means it:
 *   the app has rendered its first page, and the document has loaded), the full-screen loading overlay
 *   shows: at least 800 ms once painted, then a 300 ms fade.
 * The toast and the overlay are copies of the watcher's own markup (the page's templates).
 *
 * The watcher takes over through <html>'s attributes, since this script shares no module with the app
 * (client/start.ts): once live it sets WATCHER_ATTRIBUTE, and this module leaves the offline event and the
 * overlay to it; it adopts the ping as its own first (PING_SENT_ATTRIBUTE, then PING_ANSWER_ATTRIBUTE and
 * PING_EVENT on the document once answered), and the toast or overlay on screen. The watcher's copy of
 * these names and figures is checked against this one by a unit test.
 */
export const HEALTH_URL = '/api/health'
export const SLOW_THRESHOLD_MS = 2_000
export const OVERLAY_MIN_VISIBLE_MS = 800
export const OVERLAY_FADE_MS = 300
export const OFFLINE_TOAST_MS = 5_000
export const WATCHER_ATTRIBUTE = 'data-connection-watcher'
/** When the ping left (performance.now()). */
export const PING_SENT_ATTRIBUTE = 'data-health-ping-sent'
/** `ok` or `failed`, once answered; no answer is judged while offline. */
export const PING_ANSWER_ATTRIBUTE = 'data-health-ping'
export const PING_EVENT = 'first-load-health-ping'
/** On the overlay's copy: when it was first painted (performance.now()). */
export const SHOWN_AT_ATTRIBUTE = 'data-shown-at'
/** Set by the app once it has rendered its first page (client/lib/page-ready.ts). */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

const root = () => document.documentElement
const watcherIsLive = () => root().hasAttribute(WATCHER_ATTRIBUTE)
const pageIsReady = () => root().hasAttribute(APP_READY_ATTRIBUTE) && document.readyState === 'complete'

let overlay: HTMLElement | null = null

function showOverlay(): void {
  if (overlay || watcherIsLive() || pageIsReady() || !navigator.onLine) return
  const shown = showCopy('loading-overlay')
  overlay = shown
  // Counted from the first frame that paints it, as the watcher counts its own.
  requestAnimationFrame(() => shown?.setAttribute(SHOWN_AT_ATTRIBUTE, String(performance.now())))
  const hideWhenReady = () => pageIsReady() && hideOverlay()
  new MutationObserver(hideWhenReady).observe(root(), { attributeFilter: [APP_READY_ATTRIBUTE] })
  window.addEventListener('load', hideWhenReady)
}

/** Takes the overlay away once its time is due: when the page is ready, offline, or when the app cannot start. */
export function hideOverlay(): void {
  const shown = overlay
  overlay = null
  // A timer may fire a few milliseconds early by performance.now(): checked again until due.
  const fadeWhenDue = () => {
    const wait = Number(shown?.getAttribute(SHOWN_AT_ATTRIBUTE) ?? performance.now()) + OVERLAY_MIN_VISIBLE_MS - performance.now()
    if (wait > 0) return void setTimeout(fadeWhenDue, wait)
    shown?.setAttribute('data-state', 'fading')
    setTimeout(() => shown?.remove(), OVERLAY_FADE_MS)
  }
  if (shown) fadeWhenDue()
}

let toast: HTMLElement | null = null
let toastTimer = 0

function closeToast(): void {
  clearTimeout(toastTimer)
  toast?.remove()
  toast = null
}

function showOfflineToast(): void {
  if (watcherIsLive()) return
  // Offline is not slow: the overlay is about a page still loading over a slow connection.
  hideOverlay()
  closeToast()
  toast = showCopy('offline-toast')
  toast?.querySelector('button')?.addEventListener('click', closeToast)
  toastTimer = window.setTimeout(closeToast, OFFLINE_TOAST_MS)
}

/** From the script's start: « Connexion perdue » whenever the browser goes offline. */
export function watchOffline(): void {
  window.addEventListener('offline', showOfflineToast)
}

/** The first health ping, sent once the page has painted; the overlay when it is slow before load. */
export function pingHealth(): void {
  if (!navigator.onLine) return
  root().setAttribute(PING_SENT_ATTRIBUTE, String(performance.now()))
  let slow = false
  const markSlow = () => {
    if (!slow) showOverlay()
    slow = true
  }
  const slowTimer = setTimeout(markSlow, SLOW_THRESHOLD_MS)
  fetch(HEALTH_URL, { method: 'HEAD', cache: 'no-store', headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } })
    .then(
      (response) => response.ok,
      // A request that failed because the connection went is no answer about its speed.
      () => (navigator.onLine ? false : null),
    )
    .then((ok) => {
      if (ok === null) return
      clearTimeout(slowTimer)
      root().setAttribute(PING_ANSWER_ATTRIBUTE, ok ? 'ok' : 'failed')
      document.dispatchEvent(new Event(PING_EVENT))
      // A late answer leaves the connection slow, as the watcher judges it: only its next ping can tell.
      if (!ok) markSlow()
    })
}
