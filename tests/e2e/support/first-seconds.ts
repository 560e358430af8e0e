import type { CDPSession, Page } from '@playwright/test'
import { lazyPartFiles } from './build-manifest.ts'

/**
 * The first seconds of a visit, as the page itself times them (docs/decisions/0049): a test asserts a
 * delay measured in the page (performance.now()), never by its own polling, which runs late by however
 * long a round trip to the browser takes.
 */
export type FirstSecondsTimes = {
  /** The document's `load` event. */
  load?: number
  /** The app marked <html> as live: it has rendered (hydrated) its first page. */
  appReady?: number
  /** The cookie banner entered the page. */
  banner?: number
  /**
   * When a timer of the page's own, set for 1 s at the load, fired: on a busy machine every timer of the
   * page runs late by about as much, so a delay promised from the load is measured against it.
   */
  loadPlusOneSecond?: number
  /** The full-screen loading overlay entered the page, started fading, and left. */
  overlayShown?: number
  overlayFading?: number
  overlayGone?: number
  /** The « Connexion lente » toast entered the page. */
  slowToast?: number
  /** The slow connection's corner notice entered the page, and whether the first-load script drew it. */
  notice?: number
  noticeFromFirstLoad?: boolean
  /** The connection watcher went live (its code had arrived and taken over). */
  watcherLive?: number
}

/** The loading overlay's second line, the corner notice's text: how the recorder knows them, whoever draws them. */
const OVERLAY_TEXT = "Préparation de votre comparatif d'énergie"
const NOTICE_TEXT = 'Connexion lente - chargement des données en cours...'

/**
 * Records in the page, from before its first script, when it loaded, when the app had rendered it, and
 * when the cookie banner and the loading overlay came (and, for the overlay, started fading and went).
 * Returns the reader.
 */
export async function recordFirstSeconds(page: Page): Promise<() => Promise<FirstSecondsTimes>> {
  await page.addInitScript(
    ([overlayText, noticeText]) => {
      const times: FirstSecondsTimes = {}
      Object.assign(window, { firstSecondsTimes: times })
      window.addEventListener('load', () => {
        times.load = performance.now()
        setTimeout(() => {
          times.loadPlusOneSecond = performance.now()
        }, 1_000)
      })
      new MutationObserver(() => {
        const now = performance.now()
        if (times.appReady === undefined && document.documentElement.hasAttribute('data-app-ready')) times.appReady = now
        if (times.banner === undefined && document.querySelector('[aria-label="Consentement aux cookies"]')) times.banner = now
        const overlay = [...document.querySelectorAll('body [role="status"]')].find((element) => element.textContent?.includes(overlayText))
        if (overlay && times.overlayShown === undefined) times.overlayShown = now
        if (overlay?.getAttribute('data-state') === 'fading' && times.overlayFading === undefined) times.overlayFading = now
        if (!overlay && times.overlayShown !== undefined && times.overlayGone === undefined) times.overlayGone = now
        if (times.watcherLive === undefined && document.documentElement.hasAttribute('data-connection-watcher')) times.watcherLive = now
        const statuses = [...document.querySelectorAll('body [role="status"]')]
        if (
          times.slowToast === undefined &&
          statuses.some((element) => element.textContent?.startsWith('Connexion lente') && !element.textContent.includes(noticeText))
        )
          times.slowToast = now
        const notice = statuses.find((element) => element.textContent?.includes(noticeText))
        if (notice && times.notice === undefined) {
          times.notice = now
          times.noticeFromFirstLoad = notice.closest('[data-first-load-copy]') !== null
        }
      }).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['data-state', 'data-app-ready', 'data-connection-watcher'],
      })
    },
    [OVERLAY_TEXT, NOTICE_TEXT] as const,
  )
  return () => page.evaluate(() => (window as unknown as { firstSecondsTimes: FirstSecondsTimes }).firstSecondsTimes)
}

/**
 * Chromium's own network throttling (the DevTools protocol's network conditions), for the page and
 * every request it makes: `latency` milliseconds before each answer starts, and at most `bytesPerSecond`
 * each way when given. Playwright's `context.setOffline` sets the same conditions, so a throttled test
 * goes offline through the returned session instead.
 */
export async function throttleNetwork(
  page: Page,
  latency: number,
  bytesPerSecond = -1,
): Promise<{ goOffline: () => Promise<void>; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  const conditions = { latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond }
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...conditions })
  return { cdp, goOffline: () => cdp.send('Network.emulateNetworkConditions', { offline: true, ...conditions }).then(() => undefined) }
}

/**
 * Holds back every chunk the app loads on demand (the lazy parts: the shell, the connection watcher, the
 * toasts' view, the advisor, the desktop menu…): their requests wait, as on a phone whose connection
 * drops before they arrive. Returns the paths held so far.
 */
export async function holdLazyParts(page: Page): Promise<string[]> {
  const lazyParts = lazyPartFiles()
  const held: string[] = []
  await page.route('**/assets/**', (route) => {
    const path = new URL(route.request().url()).pathname.slice(1)
    if (!lazyParts.includes(path)) return route.fallback()
    held.push(path)
    // Never answered: the test ends with `page.unrouteAll({ behavior: 'ignoreErrors' })`.
    return new Promise<void>(() => undefined)
  })
  return held
}
