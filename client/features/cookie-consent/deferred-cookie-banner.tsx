import { useEffect, useState } from 'react'
import { subscribeConsentBanner } from '../../lib/consent-banner-requests.ts'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'

const CookieBannerPart = lazyPart(() => import('./cookie-banner.tsx').then((module) => module.CookieBanner))

/**
 * The cookie banner, whose code the page does not need to be read (docs/decisions/0032): it loads once
 * the browser is idle, well within the second a first visit's banner waits, and at once when the
 * footer's « Gestion des cookies » asks for it. The banner itself reads the stored choice and stays
 * closed while a valid one is there: reading it here would put the consent rules in every page's first
 * load, for a file a returning visitor already has in cache. The banner is fixed at the bottom of the
 * screen: its arrival moves nothing.
 */
export function DeferredCookieBanner() {
  const [asked, setAsked] = useState(false)
  const loaded = useLoadWhenIdle(CookieBannerPart.preload, asked ? 'now' : 'idle')

  // Until the banner is there to hear it, the footer's request is heard here.
  useEffect(() => {
    if (loaded) return
    return subscribeConsentBanner(() => setAsked(true))
  }, [loaded])

  return loaded ? <CookieBannerPart askedBeforeLoad={asked} failure={() => null} /> : null
}
