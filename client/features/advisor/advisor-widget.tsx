import { ArrowLeft, ChevronDown, Clock, Headset, MessageCircle, Phone, PhoneCall, X } from 'lucide'
import type { KeyboardEvent, ReactNode } from 'react'
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { site } from '../../config/site.ts'
import { Button, ExternalLinkButton } from '../../ui/button.tsx'
import { cx } from '../../ui/cx.ts'
import { Icon } from '../../ui/icon.tsx'
import { srOnly } from '../../ui/visually-hidden.css.ts'
import { useLauncherBounce } from './use-launcher-bounce.ts'
import * as styles from './advisor-widget.css.ts'
import { cardObstacles, cardSize } from './card-obstacles.ts'
import { type Placement, placeCard } from './card-placement.ts'

export interface CallbackFormControls {
  /** Leaves the form and shows the card body again. */
  close: () => void
}

export interface AdvisorWidgetProps {
  /** The callback form, shown inside the card after « Rappel gratuit ». */
  renderCallbackForm: (controls: CallbackFormControls) => ReactNode
  /** Called when the card opens (by the visitor or by itself): the form's code can start loading. */
  onOpen?: () => void
  /**
   * The card's time to open by itself (30 s after the app's start) has come. Advisor keeps
   * that time (Advisor), so the card opens at 30 s even when this code arrives later, and at once when it does.
   */
  autoOpenDue: boolean
  /** When the closed button's bounces count from (performance.now()); by default, the widget's mount. */
  bounceFrom?: number
  /** The visitor clicked the light launcher before the widget came: the card opens at mount, focus on its heading. */
  openAtMount?: boolean
  /** The light launcher had focus: the widget's own button takes it at mount. */
  focusLauncherAtMount?: boolean
}

type View = 'card' | 'form'
type FocusTarget = 'heading' | 'launcher' | 'callbackButton' | 'formHeading'

/**
 * The floating advisor, on every page: a round button that bounces now and then, and a non-modal
 * card that opens on click or by itself once after 30 s. The card greets, links to the simulation,
 * gives the phone number, shows the hours when expanded, and holds the callback form.
 * Escape steps back one level at a time: form, expanded view, card.
 *
 * The card never covers what the visitor is doing (docs/decisions/0089): a focused field, a form on
 * screen, the cookie banner's buttons. It docks above them, or shows compact (its actions without the
 * greeting and the hours); when no place is clear, the card that would open by itself waits until one
 * is, and an open card the visitor has left steps aside. A card the visitor is working in (focus in the
 * widget, its form or hours open) keeps its place.
 */
export function AdvisorWidget({
  renderCallbackForm,
  onOpen,
  autoOpenDue,
  bounceFrom,
  openAtMount = false,
  focusLauncherAtMount = false,
}: AdvisorWidgetProps) {
  const cardId = useId()
  const headingId = useId()
  const hoursId = useId()
  const formHeadingId = useId()

  const [open, setOpen] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const [view, setView] = useState<View>('card')
  const [hydrated, setHydrated] = useState(false)

  /** Set once the visitor opened the card themselves: it then never opens by itself. */
  const openedByVisitor = useRef(false)
  /** True while the card is open because it opened by itself (announced, focus left where it was). */
  const [openedByItself, setOpenedByItself] = useState(false)
  /** Where focus goes after the next render. */
  const pendingFocus = useRef<FocusTarget | null>(null)
  const rootRef = useRef<HTMLDivElement>(null)
  const cardRef = useRef<HTMLDivElement>(null)
  const launcherRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const callbackButtonRef = useRef<HTMLButtonElement>(null)
  const formHeadingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    if (open) onOpen?.()
  }, [open, onOpen])

  /** Set when the card's time to open by itself has come, until it has found a clear place. */
  const waitingToOpen = useRef(false)
  const openByItself = useCallback(() => {
    setOpenedByItself(true)
    setOpen(true)
  }, [])

  // Opens by itself once, without taking focus, unless the visitor already opened it.
  useEffect(() => {
    if (!autoOpenDue || openedByVisitor.current) return
    waitingToOpen.current = true
    openByItself()
  }, [autoOpenDue, openByItself])

  // While closed, one bounce every few seconds; none at all when the visitor prefers reduced motion.
  const [mountedAt] = useState(() => performance.now())
  const bouncing = useLauncherBounce(!open, bounceFrom ?? mountedAt)

  // Moves focus once the elements it targets are rendered (and no longer hidden).
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    const element = {
      heading: headingRef,
      launcher: launcherRef,
      callbackButton: callbackButtonRef,
      formHeading: formHeadingRef,
    }[target].current
    element?.focus()
  })

  const openCard = () => {
    openedByVisitor.current = true
    waitingToOpen.current = false
    pendingFocus.current = 'heading'
    setOpenedByItself(false)
    setOpen(true)
  }

  // What the visitor did with the light launcher before this code came (Advisor): a click opens the card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: carried out once, at mount.
  useEffect(() => {
    if (openAtMount) openCard()
  }, [])
  // Focus on the light launcher moves to this one in the task that swapped the buttons: a passive effect
  // runs in a later task, and until then the focus would be on the page's body, the button drawn without
  // its focus ring.
  // biome-ignore lint/correctness/useExhaustiveDependencies: carried out once, at mount.
  useLayoutEffect(() => {
    if (!openAtMount && focusLauncherAtMount) launcherRef.current?.focus()
  }, [])

  const closeCard = useCallback((returnFocus: boolean) => {
    if (returnFocus) pendingFocus.current = 'launcher'
    setOpen(false)
    setOpenedByItself(false)
    setView('card')
    setExpanded(false)
  }, [])

  const [placement, setPlacement] = useState<Placement>({ compact: false, lift: 0 })
  const mayBeCompact = view === 'card' && !expanded

  /** Puts the open card where it covers nothing; false when no place is clear. */
  const place = useCallback((): boolean => {
    const root = rootRef.current
    const card = cardRef.current
    const launcher = launcherRef.current
    if (!root || !card || !launcher || card.hidden) return true
    const gap = Number.parseFloat(getComputedStyle(root).rowGap) || 0
    const button = launcher.getBoundingClientRect()
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const found = placeCard({
      anchor: { right: button.right, bottom: button.top - gap },
      ceiling: Math.max(0, header) + gap,
      gap,
      full: cardSize(card, false),
      compact: mayBeCompact ? cardSize(card, true) : null,
      obstacles: cardObstacles(root),
    })
    if (found) setPlacement((before) => (before.compact === found.compact && before.lift === found.lift ? before : found))
    return found !== null
  }, [mayBeCompact])

  /** No clear place: a card the visitor is working in stays; one that opened by itself waits; others step aside. */
  const placeOrStepAside = useCallback(() => {
    if (place()) {
      waitingToOpen.current = false
      return
    }
    if (!mayBeCompact || rootRef.current?.contains(document.activeElement)) return
    closeCard(false)
  }, [place, mayBeCompact, closeCard])

  // Before the card is painted: it never shows where it would cover.
  useLayoutEffect(() => {
    if (open) placeOrStepAside()
  }, [open, placeOrStepAside])

  // What the card may cover moves with the page: the scroll, the window's size, the focus, the cookie
  // banner coming or going. Checked once a frame at most.
  useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        if (open) placeOrStepAside()
        else if (waitingToOpen.current) openByItself()
      })
    }
    const events = ['scroll', 'resize', 'focusin', 'focusout'] as const
    for (const type of events) window.addEventListener(type, check, { capture: true, passive: true })
    const observer = new MutationObserver(check)
    observer.observe(document.body, { childList: true })
    return () => {
      cancelAnimationFrame(frame)
      for (const type of events) window.removeEventListener(type, check, { capture: true })
      observer.disconnect()
    }
  }, [open, placeOrStepAside, openByItself])

  // A card that opened by itself never took focus, so its own Escape handler cannot hear the key:
  // Escape anywhere on the page closes it, unless something else (a menu, a dialog) already used it.
  // Focus stays where the visitor was. Runs on bubbling, after React's handlers have had their say.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      closeCard(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, closeCard])

  const showForm = () => {
    pendingFocus.current = 'formHeading'
    setView('form')
  }

  const backToCard = useCallback(() => {
    pendingFocus.current = 'callbackButton'
    setView('card')
  }, [])

  const onCardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    if (view === 'form') backToCard()
    else if (expanded) setExpanded(false)
    else closeCard(true)
  }

  const advisor = site.advisorFirstName

  return (
    <div ref={rootRef} className={styles.root}>
      {/* A polite announcement for screen readers when the card opens by itself: it does not move focus,
          so without it a screen-reader user would not know the card is there. */}
      <p role="status" className={srOnly}>
        {openedByItself ? `${advisor}, votre conseillère énergie, vous propose son aide. Touche Échap pour fermer.` : ''}
      </p>
      <button
        ref={launcherRef}
        type="button"
        className={cx(styles.launcher, bouncing && !open && styles.bouncing)}
        aria-label={`Parler à ${advisor}, votre conseillère`}
        aria-expanded={open}
        aria-controls={cardId}
        data-hydrated={hydrated ? '' : undefined}
        onClick={() => (open ? closeCard(false) : openCard())}
      >
        {open ? (
          <Icon icon={ChevronDown} className={styles.launcherIcon} />
        ) : (
          <>
            <Icon icon={MessageCircle} className={styles.launcherIcon} />
            <span className={styles.launcherBadge} aria-hidden="true" />
          </>
        )}
      </button>

      <div
        ref={cardRef}
        id={cardId}
        role="dialog"
        aria-modal="false"
        aria-labelledby={headingId}
        hidden={!open}
        className={cx(styles.card, (expanded || view === 'form') && styles.cardWide)}
        data-compact={mayBeCompact && placement.compact ? '' : undefined}
        style={placement.lift > 0 ? { marginBottom: placement.lift } : undefined}
        onKeyDown={onCardKeyDown}
      >
        <div className={styles.header}>
          <span className={styles.avatar} aria-hidden="true">
            <Icon icon={Headset} className={styles.avatarIcon} />
          </span>
          <div className={styles.headerText}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
              {advisor}, votre conseillère énergie
            </h2>
            <p className={styles.status}>
              <span className={styles.statusDot} aria-hidden="true" />
              En ligne
            </p>
          </div>
          <button type="button" className={styles.closeButton} aria-label="Fermer" onClick={() => closeCard(true)}>
            <Icon icon={X} size="lg" />
          </button>
        </div>

        {view === 'form' ? (
          <div className={styles.body}>
            <Button tone="ghost" size="sm" className={styles.back} onClick={backToCard}>
              <Icon icon={ArrowLeft} className={styles.buttonIcon} />
              Retour
            </Button>
            <h3 id={formHeadingId} ref={formHeadingRef} tabIndex={-1} className={styles.formHeading}>
              Rappel gratuit
            </h3>
            <p className={styles.formIntro}>Laissez vos coordonnées&nbsp;: un conseiller vous rappelle gratuitement et sans engagement.</p>
            {renderCallbackForm({ close: backToCard })}
          </div>
        ) : (
          <div className={styles.body}>
            <p className={styles.greeting}>Bonjour&nbsp;! Je peux vous aider à comparer les offres et à réduire votre facture.</p>
            <ExternalLinkButton href={site.simulationUrl} fullWidth>
              Simuler mes économies
            </ExternalLinkButton>
            <a href={site.phone.href} className={styles.phoneLink}>
              <Icon icon={Phone} className={styles.buttonIcon} />
              <span className={srOnly}>Appeler le </span>
              {site.phone.display}
            </a>
            <Button ref={callbackButtonRef} tone="secondary" fullWidth onClick={showForm}>
              <Icon icon={PhoneCall} className={styles.buttonIcon} />
              Rappel gratuit
            </Button>
            <Button
              tone="ghost"
              size="sm"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={hoursId}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? 'Réduire' : 'Afficher les horaires'}
              <Icon icon={ChevronDown} className={styles.chevron} />
            </Button>
            <div id={hoursId} className={styles.hours} hidden={!expanded}>
              <Icon icon={Clock} size="md" className={styles.hoursIcon} />
              <p>
                <strong className={styles.hoursTitle}>Horaires d’ouverture</strong>
                {advisor} et l’équipe vous répondent {site.hours}.
              </p>
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
