import { useEffect, useState } from 'react'
import { readConsent, subscribeConsentBanner } from '../../lib/cookie-consent.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle, type LoadTime } from '../../lib/use-load-when-idle.ts'

const CookieBannerPart = lazyPart(() =>
  import('./cookie-banner.tsx').then((module) => module.CookieBanner),
)

/**
 * The cookie banner, whose code the page does not need to be read (docs/decisions/0032): a first-time
 * visitor's loads once the browser is idle, well within the second the banner waits; a visitor whose
 * choice is stored never loads it, unless the footer's « Gestion des cookies » asks for it, which loads
 * it at once. The banner is fixed at the bottom of the screen: its arrival moves nothing.
 */
export function DeferredCookieBanner() {
  const [firstVisit, setFirstVisit] = useState(false)
  const [asked, setAsked] = useState(false)
  // localStorage is read after hydration: the server's render and the first client render are the same.
  useEffect(() => setFirstVisit(readConsent() === null), [])
  const when: LoadTime = asked ? 'now' : firstVisit ? 'idle' : 'never'
  const loaded = useLoadWhenIdle(CookieBannerPart.preload, when)

  // Until the banner is there to hear it, the footer's request is heard here.
  useEffect(() => {
    if (loaded) return
    return subscribeConsentBanner(() => setAsked(true))
  }, [loaded])

  return loaded ? <CookieBannerPart askedBeforeLoad={asked} failure={() => null} /> : null
}
