import { useEffect, useState } from 'react'
import { CONNECTION_TIMING } from './connection-timing.ts'
import { firstLoadPing } from './first-load-handover.ts'

export type ConnectionQuality = 'good' | 'slow' | 'offline'

export const HEALTH_URL = '/api/health'

type InFlightPing = { cancel: () => void; slowTimer: number }

/**
 * The connection as the visitor lives it: offline when the browser says so (navigator.onLine and the
 * online/offline events), slow when the last health ping has not answered within 2 s or failed, good
 * otherwise. Pings `HEAD /api/health` on mount and every 10 s while the tab is visible and online; the
 * first-load script's ping, sent when the page arrived, counts as the first one (the next leaves 10 s
 * after it). Returns 'good' on the server and on the first render.
 */
export function useConnectionQuality(): ConnectionQuality {
  const [online, setOnline] = useState(true)
  const [slow, setSlow] = useState(false)

  useEffect(() => {
    const { pingIntervalMs, slowThresholdMs } = CONNECTION_TIMING
    let nextPing: number | undefined
    let inFlight: InFlightPing | null = null

    const cancelPing = () => {
      if (!inFlight) return
      window.clearTimeout(inFlight.slowTimer)
      // Clearing inFlight first makes the cancelled ping's answer a no-op below.
      const { cancel } = inFlight
      inFlight = null
      cancel()
    }

    /** Judges a ping sent at `sentAt` (performance.now()) by its answer: true when answered well. */
    const judge = (sentAt: number, answer: Promise<boolean>, cancel: () => void) => {
      cancelPing()
      let late = false
      const current: InFlightPing = {
        cancel,
        // Slow as soon as the threshold passes, without waiting for the answer.
        slowTimer: window.setTimeout(
          () => {
            late = true
            setSlow(true)
          },
          Math.max(0, sentAt + slowThresholdMs - performance.now()),
        ),
      }
      inFlight = current
      void answer.then((ok) => {
        // Cancelled (hidden tab, offline, unmount) or replaced by a newer ping: not ours to judge.
        if (inFlight !== current) return
        window.clearTimeout(current.slowTimer)
        inFlight = null
        setSlow(late || !ok)
      })
    }

    const ping = () => {
      const controller = new AbortController()
      const answer = fetch(HEALTH_URL, {
        method: 'HEAD',
        cache: 'no-store',
        headers: { 'Cache-Control': 'no-cache' },
        signal: controller.signal,
      }).then(
        (response) => response.ok,
        () => false,
      )
      judge(performance.now(), answer, () => controller.abort())
    }

    const stop = () => {
      window.clearTimeout(nextPing)
      nextPing = undefined
      cancelPing()
    }

    /** Pings now and every interval after, unless the tab is hidden or the browser offline. */
    const run = () => {
      stop()
      if (document.visibilityState === 'hidden' || !navigator.onLine) return
      ping()
      nextPing = window.setTimeout(run, pingIntervalMs)
    }

    const handleOnline = () => {
      setOnline(true)
      run()
    }
    const handleOffline = () => {
      setOnline(false)
      // Pings would only fail; and a slowness measured before the outage says nothing about after it.
      setSlow(false)
      stop()
    }
    const handleVisibility = () => {
      if (document.visibilityState === 'hidden') stop()
      else run()
    }

    setOnline(navigator.onLine)
    const first = firstLoadPing()
    if (first && document.visibilityState !== 'hidden' && navigator.onLine) {
      judge(first.sentAt, first.answer, () => undefined)
      nextPing = window.setTimeout(run, Math.max(0, first.sentAt + pingIntervalMs - performance.now()))
    } else run()
    window.addEventListener('online', handleOnline)
    window.addEventListener('offline', handleOffline)
    document.addEventListener('visibilitychange', handleVisibility)
    return () => {
      window.removeEventListener('online', handleOnline)
      window.removeEventListener('offline', handleOffline)
      document.removeEventListener('visibilitychange', handleVisibility)
      stop()
    }
  }, [])

  if (!online) return 'offline'
  return slow ? 'slow' : 'good'
}
