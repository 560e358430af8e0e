import { X } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { site } from '../../config/site.ts'
import { subscribeConsentBanner } from '../../lib/consent-banner-requests.ts'
import { readConsent, writeConsent, type ConsentChoice } from '../../lib/cookie-consent.ts'
import { onPageReady } from '../../lib/page-ready.ts'
import { Button } from '../../ui/button.tsx'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './cookie-banner.css.ts'

/** The banner waits this long after the page has loaded (a first visit's banner). */
export const COOKIE_BANNER_DELAY_MS = 1_000

export interface CookieBannerProps {
  /** The visitor asked for the banner before its code had arrived: it opens at once, as when asked. */
  askedBeforeLoad?: boolean
}

/**
 * The cookie banner: a non-modal region at the bottom of the screen, shown 1 s after load when no valid
 * choice is stored, and again at once when the footer's "Gestion des cookies" asks for it. It never
 * takes the focus when it shows by itself; it does when the visitor asked for it, and gives it back.
 * Its code arrives after the page's (DeferredCookieBanner): the second counts from the page's load.
 */
export function CookieBanner({ askedBeforeLoad = false }: CookieBannerProps) {
  const [open, setOpen] = useState(false)
  const regionRef = useRef<HTMLDivElement>(null)
  const focusWhenOpen = useRef(false)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  useEffect(() => {
    if (readConsent() !== null) return
    let timer: number | undefined
    const unsubscribe = onPageReady((readyAt) => {
      // Read again: the choice may have been made meanwhile (reopened banner, another tab).
      const show = () => {
        if (readConsent() === null) setOpen(true)
      }
      const wait = readyAt + COOKIE_BANNER_DELAY_MS - performance.now()
      if (wait <= 0) show()
      else timer = window.setTimeout(show, wait)
    })
    return () => {
      unsubscribe()
      window.clearTimeout(timer)
    }
  }, [])

  useEffect(() => {
    const showAsked = () => {
      const active = document.activeElement
      returnFocusTo.current = active instanceof HTMLElement && active !== document.body ? active : null
      if (regionRef.current) regionRef.current.focus()
      else focusWhenOpen.current = true
      setOpen(true)
    }
    if (askedBeforeLoad) showAsked()
    return subscribeConsentBanner(showAsked)
  }, [askedBeforeLoad])

  useEffect(() => {
    if (open && focusWhenOpen.current) {
      focusWhenOpen.current = false
      regionRef.current?.focus()
    }
  }, [open])

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice)
    const target = returnFocusTo.current
    returnFocusTo.current = null
    setOpen(false)
    // Back to the "Gestion des cookies" control that reopened the banner, if it is still there.
    if (target?.isConnected) target.focus()
  }

  if (!open) return null

  return (
    <div ref={regionRef} role="region" aria-label="Consentement aux cookies" tabIndex={-1} className={styles.banner}>
      <p className={styles.title}>Cookies&nbsp;: votre choix</p>
      <p className={styles.text}>
        {site.name} n’utilise aucun cookie publicitaire ni outil de mesure d’audience. Nous retenons seulement votre choix, dans votre
        navigateur, pendant 13&nbsp;mois. <a href="/cookies">En savoir plus sur les cookies</a>
      </p>
      <div className={styles.actions}>
        <Button tone="secondary" size="md" className={styles.action} onClick={() => choose('accepted')}>
          Accepter
        </Button>
        <Button tone="secondary" size="md" className={styles.action} onClick={() => choose('refused')}>
          Refuser
        </Button>
      </div>
      <button type="button" className={styles.close} aria-label="Fermer le bandeau cookies" onClick={() => choose('refused')}>
        <Icon icon={X} size="lg" className={styles.closeIcon} />
      </button>
    </div>
  )
}
