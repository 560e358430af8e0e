import { readConsent, writeConsent } from './cookie-consent.ts'
import type { showCopy } from './templates.ts'

/** A first visit's banner waits this long after the page has loaded. */
export const COOKIE_BANNER_DELAY_MS = 1_000

export interface CookieBannerStart {
  /** The start script's copy of a template (templates.ts). */
  showCopy: typeof showCopy
  /** The moment the page loaded, as the start script saw it (page-load.ts): the second counts from there. */
  pageLoad: Promise<number>
  /** The control that asked for the banner (« Gestion des cookies ») before this code had arrived. */
  askedBy: HTMLElement | null
}

/**
 * The cookie banner, run without the app: its markup is the page's template (features/cookie-consent),
 * its controls say what they do in attributes, and nothing of it waits for the app's code. The start
 * script loads this file once the page has painted, with the app's own scripts, so it is there before
 * the page's load, which waits for those (docs/decisions/0049); it is a file of its own, sharing no
 * module with the start script, which hands it what it needs.
 * - 1 s after load, when no valid choice is stored (cookie-consent.ts), the banner shows, without taking
 *   the focus;
 * - a control marked `data-consent-choice` (Accepter: `accepted`; Refuser and the cross: `refused`)
 *   stores the choice and hides the banner, and gives the focus back to what reopened it;
 * - a control marked `data-consent-open` (the footer's « Gestion des cookies ») shows it at once,
 *   whatever is stored, and moves the focus to it; asked before this code had arrived, it does so now.
 */
export function runCookieBanner({ showCopy, pageLoad, askedBy }: CookieBannerStart): void {
  let banner: HTMLElement | null = null
  let returnFocusTo: HTMLElement | null = null
  // A page the app renders afresh empties <body>: the banner stays until the visitor has chosen.
  const keep = new MutationObserver(() => {
    if (banner && !banner.isConnected) document.body.append(banner)
  })
  const show = () => {
    if (!banner) {
      banner = showCopy('cookie-banner')
      if (banner) keep.observe(document.body, { childList: true })
    }
    return banner
  }
  const showAsked = (control: HTMLElement) => {
    const active = document.activeElement
    returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : control
    show()?.focus()
  }

  void pageLoad.then((loadedAt) => {
    if (readConsent() !== null) return
    // Read again when due: a choice may have been made meanwhile (the reopened banner, another tab).
    setTimeout(() => readConsent() === null && show(), loadedAt + COOKIE_BANNER_DELAY_MS - performance.now())
  })
  if (askedBy) showAsked(askedBy)

  // On the window, as the click starts: React stops clicks on markup it has not hydrated yet (the footer,
  // before its code has arrived) at the document, and would stop this one too.
  window.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest('[data-consent-choice], [data-consent-open]') : null
      if (!(control instanceof HTMLElement)) return
      const choice = control.dataset.consentChoice
      if (choice === undefined) {
        // « Gestion des cookies » is a link to /cookies for a page without JavaScript; here the banner opens.
        event.preventDefault()
        return showAsked(control)
      }
      writeConsent(choice === 'accepted' ? 'accepted' : 'refused')
      keep.disconnect()
      banner?.remove()
      banner = null
      const target = returnFocusTo
      returnFocusTo = null
      if (target?.isConnected) target.focus()
    },
    { capture: true },
  )
}
