/**
 * Requests to show the cookie banner again, apart from the stored choice (cookie-consent.ts): the
 * footer's button and the banner's loader need only this, and every page loads them first.
 */

type Listener = () => void

const bannerListeners = new Set<Listener>()

/**
 * Asks the cookie banner to show again (the footer's "Gestion des cookies"), whatever is stored.
 * Takes no argument on purpose, so it can be passed straight to an `onClick`.
 */
export function openConsentBanner(): void {
  for (const listener of bannerListeners) listener()
}

/** Calls `listener` on every openConsentBanner(); returns the unsubscribe function. */
export function subscribeConsentBanner(listener: Listener): () => void {
  bannerListeners.add(listener)
  return () => {
    bannerListeners.delete(listener)
  }
}
