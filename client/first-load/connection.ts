import { showCopy } from './templates.ts'

/**
 * What the connection watcher promises from the page's first moments. Its code (features/connection)
 * loads once the browser is idle, and a visitor may lose the connection, or sit on a slow one, well
 * before that; so from the first load:
 * - the browser going offline shows « Connexion perdue » (5 s, or until closed);
 * - the first health ping leaves once the page has painted, with the app's scripts; when it is slow (no
 *   answer within 2 s, or a failure) it shows « Connexion lente » (4 s) at once, the full-screen loading
 *   overlay while the document has not loaded (at least 800 ms once painted, then a 300 ms fade, from
 *   its `load`), and the corner notice once it has loaded, 1.5 s after the ping turned slow at the
 *   earliest (docs/decisions/0088).
 * The toasts, the overlay and the notice are copies of the watcher's own markup (the page's templates).
 *
 * The watcher takes over through <html>'s attributes, since this script shares no module with the app
 * (client/start.ts): once live it sets WATCHER_ATTRIBUTE, and this module leaves the offline event, the
 * overlay and the notice to it; it adopts the ping as its own first (PING_SENT_ATTRIBUTE, then
 * PING_ANSWER_ATTRIBUTE and PING_EVENT on the document once answered, SLOW_AT_ATTRIBUTE once judged
 * slow, so that it does not say « Connexion lente » twice), and the overlay or notice on screen. The
 * watcher's copy of these names and figures is checked against this one by a unit test.
 */
export const HEALTH_URL = '/api/health'
export const SLOW_THRESHOLD_MS = 2_000
export const OVERLAY_MIN_VISIBLE_MS = 800
export const OVERLAY_FADE_MS = 300
export const SLOW_NOTICE_DELAY_MS = 1_500
export const OFFLINE_TOAST_MS = 5_000
export const SLOW_TOAST_MS = 4_000
export const WATCHER_ATTRIBUTE = 'data-connection-watcher'
/** When the ping left (performance.now()). */
export const PING_SENT_ATTRIBUTE = 'data-health-ping-sent'
/** `ok` or `failed`, once answered; no answer is judged while offline. */
export const PING_ANSWER_ATTRIBUTE = 'data-health-ping'
export const PING_EVENT = 'first-load-health-ping'
/** When the first ping was judged slow (performance.now()). */
export const SLOW_AT_ATTRIBUTE = 'data-health-ping-slow-at'
/** On the overlay's copy: when it was first painted (performance.now()). */
export const SHOWN_AT_ATTRIBUTE = 'data-shown-at'

const root = () => document.documentElement
const watcherIsLive = () => root().hasAttribute(WATCHER_ATTRIBUTE)
let overlay: HTMLElement | null = null

/**
 * The overlay, only while the document has not loaded: once it has, the page is there to read and use,
 * even when the app's code is still on its way; the corner notice says the rest.
 */
function showOverlay(pageLoad: Promise<number>): void {
  if (overlay || watcherIsLive() || document.readyState === 'complete' || !navigator.onLine) return
  const shown = showCopy('loading-overlay')
  overlay = shown
  // Counted from the first frame that paints it, as the watcher counts its own.
  requestAnimationFrame(() => shown?.setAttribute(SHOWN_AT_ATTRIBUTE, String(performance.now())))
  void pageLoad.then(hideOverlay)
}

/** Takes the overlay away once its time is due: at the document's load, or offline. */
function hideOverlay(): void {
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

/** Shows the named toast's copy in place of any other, for `duration` ms or until closed. */
function showToast(name: string, duration: number): void {
  closeToast()
  toast = showCopy(name)
  toast?.querySelector('button')?.addEventListener('click', closeToast)
  toastTimer = window.setTimeout(closeToast, duration)
}

function showOfflineToast(): void {
  if (watcherIsLive()) return
  // Offline is not slow: the overlay is about a page still loading over a slow connection.
  hideOverlay()
  showToast('offline-toast', OFFLINE_TOAST_MS)
}

/** From the script's start: « Connexion perdue » whenever the browser goes offline. */
export function watchOffline(): void {
  window.addEventListener('offline', showOfflineToast)
}

/**
 * The first health ping, sent once the page has painted. Slow: « Connexion lente » at once, the overlay
 * before the document's load, the corner notice after it.
 */
export function pingHealth(pageLoad: Promise<number>): void {
  if (!navigator.onLine) return
  root().setAttribute(PING_SENT_ATTRIBUTE, String(performance.now()))
  let slow = false
  const markSlow = () => {
    if (slow || watcherIsLive()) return
    slow = true
    const slowAt = performance.now()
    root().setAttribute(SLOW_AT_ATTRIBUTE, String(slowAt))
    showToast('slow-toast', SLOW_TOAST_MS)
    showOverlay(pageLoad)
    // After load, and no sooner than 1.5 s into the slow spell, as the watcher shows it.
    void pageLoad.then(() =>
      setTimeout(() => watcherIsLive() || showCopy('slow-notice'), slowAt + SLOW_NOTICE_DELAY_MS - performance.now()),
    )
  }
  const slowTimer = setTimeout(markSlow, SLOW_THRESHOLD_MS)
  fetch(HEALTH_URL, { method: 'HEAD', cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } })
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
