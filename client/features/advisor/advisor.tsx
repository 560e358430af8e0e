import { useEffect, useState } from 'react'
import { lazyPart } from '../../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../../lib/use-load-when-idle.ts'
import { AdvisorLauncher, LIGHT_LAUNCHER_ATTRIBUTE } from './advisor-launcher.tsx'
import { ADVISOR_TIMING } from './advisor-timing.ts'
import type { AdvisorWidgetProps } from './advisor-widget.tsx'

const AdvisorWidgetPart = lazyPart(() => import('./advisor-widget.tsx').then((module) => module.AdvisorWidget))

export type AdvisorProps = Omit<AdvisorWidgetProps, 'autoOpenDue' | 'bounceFrom' | 'openAtMount' | 'focusLauncherAtMount'> & {
  /** The app's start (performance.now()): the card opens by itself 30 s after it. */
  startedAt: number
}

/**
 * The advisor's round button alone (AdvisorLauncher), until the widget's code is wanted: on the
 * visitor's intent — pointer over the button, a touch, focus — or 10 s before the card is due to open by
 * itself. The widget then takes the button's place, bouncing on the same beat, and carries out a click
 * already made (the card opens, focus on its heading) or keeps the focus (docs/decisions/0102).
 */
export function Advisor({ startedAt, ...props }: AdvisorProps) {
  // The bounces count from the button's arrival, as the widget's did when it came first.
  const [bounceFrom] = useState(() => performance.now())

  // The card opens by itself 30 s after the app's start; this keeps that time, so a widget that comes
  // later opens at once.
  const [autoOpenDue, setAutoOpenDue] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setAutoOpenDue(true), Math.max(0, startedAt + ADVISOR_TIMING.autoOpenMs - performance.now()))
    return () => window.clearTimeout(timer)
  }, [startedAt])

  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (wanted) return
    const lead = startedAt + ADVISOR_TIMING.autoOpenMs - ADVISOR_TIMING.widgetLeadMs - performance.now()
    const timer = window.setTimeout(() => setWanted(true), Math.max(0, lead))
    return () => window.clearTimeout(timer)
  }, [startedAt, wanted])
  const widgetLoaded = useLoadWhenIdle(AdvisorWidgetPart.preload, wanted ? 'now' : 'never')
  // A click on the light launcher, which the widget carries out once it is there.
  const [openAsked, setOpenAsked] = useState(false)

  if (!widgetLoaded) {
    return (
      <AdvisorLauncher
        bounceFrom={bounceFrom}
        onIntent={() => setWanted(true)}
        onOpen={() => {
          setWanted(true)
          setOpenAsked(true)
        }}
      />
    )
  }
  return (
    <AdvisorWidgetPart
      {...props}
      autoOpenDue={autoOpenDue}
      bounceFrom={bounceFrom}
      openAtMount={openAsked}
      // The light launcher leaves the page as the widget comes: focus on it moves to the widget's button.
      focusLauncherAtMount={!openAsked && document.activeElement?.hasAttribute(LIGHT_LAUNCHER_ATTRIBUTE) === true}
      failure={() => null}
    />
  )
}
