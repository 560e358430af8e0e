import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useToast } from '../../ui/toast.tsx'
import { CONNECTION_TIMING } from './connection-timing.ts'
import { SLOW_TOAST } from './connection-toasts.ts'
import { OFFLINE_TOAST } from './offline-toast.ts'
import { adoptFirstLoadNotice, adoptFirstLoadOverlay, firstLoadSlowAt, takeOverFromFirstLoad } from './first-load-handover.ts'
import { LoadingOverlay } from './loading-overlay.tsx'
import { SlowNotice } from './slow-notice.tsx'
import { useConnectionQuality, type ConnectionQuality } from './use-connection-quality.ts'
import { usePageReady } from './use-page-ready.ts'

/**
 * Tells the visitor when the connection is slow or lost. Mounted once, above the router, by
 * DeferredConnectionWatcher once the browser is idle: it has to be on screen while the first page's data
 * is still loading, which is when the full-screen overlay shows. Until then the first-load script kept
 * its promises (client/first-load/connection.ts); on arrival the watcher takes over from it: the offline
 * event, its health ping as the watcher's first (and « Connexion lente » if it already said so), and
 * the overlay or corner notice on screen.
 */
export function ConnectionWatcher() {
  useLayoutEffect(() => takeOverFromFirstLoad(), [])
  const quality = useConnectionQuality()
  const pageReady = usePageReady()
  const slowSince = useSlowSince(quality)
  useConnectionToasts(quality)
  const overlay = useLoadingOverlay(!pageReady && quality === 'slow')
  const notice = useSlowNotice(pageReady && quality === 'slow', slowSince)

  return (
    <>
      {overlay === 'hidden' ? null : <LoadingOverlay state={overlay} />}
      {notice === 'hidden' ? null : <SlowNotice state={notice} />}
    </>
  )
}

/**
 * When the current slow spell began (performance.now()), so the notice counts from there even when the
 * page finished loading during it. Its effect runs before the notice's, declared after it.
 */
function useSlowSince(quality: ConnectionQuality): { readonly current: number } {
  const since = useRef(0)
  // The first-load script's slow ping began the first spell, when it judged one.
  const firstSpell = useRef(firstLoadSlowAt())
  useEffect(() => {
    if (quality === 'good') return
    if (quality === 'slow') since.current = firstSpell.current ?? performance.now()
    firstSpell.current = null
  }, [quality])
  return since
}

/**
 * One toast per change of state, not per ping. A slow spell the first-load script has already told
 * (its « Connexion lente ») is not told again.
 */
function useConnectionToasts(quality: ConnectionQuality) {
  const { toast } = useToast()
  const previous = useRef<ConnectionQuality>('good')
  const told = useRef(firstLoadSlowAt() !== null)
  useEffect(() => {
    const before = previous.current
    previous.current = quality
    if (quality === before) return
    const alreadyTold = told.current && quality === 'slow'
    told.current = false
    if (quality === 'slow' && !alreadyTold) toast(SLOW_TOAST)
    else if (quality === 'offline') toast(OFFLINE_TOAST)
  }, [quality, toast])
}

type OverlayPhase = 'hidden' | 'shown' | 'fading'

/**
 * The full-screen overlay while the first page loads on a slow connection: once shown it stays at
 * least 800 ms (no flash), then fades out over 300 ms.
 */
function useLoadingOverlay(wanted: boolean): OverlayPhase {
  const [phase, setPhase] = useState<OverlayPhase>('hidden')
  // When the overlay reached the screen (performance.now()), or null until then.
  const [visibleSince, setVisibleSince] = useState<number | null>(null)

  // The first-load script's overlay, if on screen, becomes this one, visible since it was painted. Before
  // the first paint after mount: the swap shows nothing.
  useLayoutEffect(() => {
    const paintedAt = adoptFirstLoadOverlay()
    if (paintedAt === null) return
    setPhase('shown')
    setVisibleSince(paintedAt)
  }, [])

  // Counted from the first frame that paints the overlay, not from the decision to show it: on a busy
  // first load the commit and the paint can be tens of milliseconds apart.
  useEffect(() => {
    if (phase !== 'shown') {
      setVisibleSince(null)
      return
    }
    if (visibleSince !== null) return
    const frame = window.requestAnimationFrame(() => setVisibleSince(performance.now()))
    return () => window.cancelAnimationFrame(frame)
  }, [phase, visibleSince])

  useEffect(() => {
    const { overlayMinVisibleMs, overlayFadeMs } = CONNECTION_TIMING
    if (wanted) {
      if (phase !== 'shown') setPhase('shown')
      return
    }
    if (phase === 'shown' && visibleSince !== null) {
      // A busy main thread can fire a timer a few milliseconds early by performance.now(): check again
      // when it fires, so the overlay never leaves before its minimum.
      let timer = 0
      const fadeWhenDue = () => {
        const wait = visibleSince + overlayMinVisibleMs - performance.now()
        if (wait > 0) timer = window.setTimeout(fadeWhenDue, wait)
        else setPhase('fading')
      }
      fadeWhenDue()
      return () => window.clearTimeout(timer)
    }
    if (phase === 'fading') {
      const timer = window.setTimeout(() => setPhase('hidden'), overlayFadeMs)
      return () => window.clearTimeout(timer)
    }
    return
  }, [wanted, phase, visibleSince])

  return phase
}

type NoticeState = 'hidden' | 'slow' | 'recovered'

/**
 * The corner notice after load: appears 1.5 s after the connection turned slow (never if it recovered
 * before), leaves 500 ms after it recovered (and stays if it turns slow again meanwhile).
 */
function useSlowNotice(slow: boolean, slowSince: { readonly current: number }): NoticeState {
  const [shown, setShown] = useState(false)

  // The first-load script's notice, if on screen, becomes this one: before the first paint after mount.
  useLayoutEffect(() => {
    if (adoptFirstLoadNotice()) setShown(true)
  }, [])

  useEffect(() => {
    const { slowNoticeDelayMs, slowNoticeHideDelayMs } = CONNECTION_TIMING
    if (slow && !shown) {
      const wait = Math.max(0, slowSince.current + slowNoticeDelayMs - performance.now())
      const timer = window.setTimeout(() => setShown(true), wait)
      return () => window.clearTimeout(timer)
    }
    if (!slow && shown) {
      const timer = window.setTimeout(() => setShown(false), slowNoticeHideDelayMs)
      return () => window.clearTimeout(timer)
    }
    return
  }, [slow, shown, slowSince])

  if (!shown) return 'hidden'
  return slow ? 'slow' : 'recovered'
}
