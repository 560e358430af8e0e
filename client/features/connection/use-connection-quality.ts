import { useEffect, useState } from 'react'
import { CONNECTION_TIMING } from './connection-timing.ts'

export type ConnectionQuality = 'good' | 'slow' | 'offline'

export const HEALTH_URL = '/api/health'

type InFlightPing = { controller: AbortController; slowTimer: number }

/**
 * The connection as the visitor lives it: offline when the browser says so (navigator.onLine and the
 * online/offline events), slow when the last health ping has not answered within 2 s or failed, good
 * otherwise. Pings `HEAD /api/health` on mount and every 10 s while the tab is visible and online.
 * Returns 'good' on the server and on the first render.
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
      // Clearing inFlight first makes the aborted fetch's rejection a no-op below.
      const { controller } = inFlight
      inFlight = null
      controller.abort()
    }

    const ping = () => {
      cancelPing()
      let late = false
      const current: InFlightPing = {
        controller: new AbortController(),
        // Slow as soon as the threshold passes, without waiting for the answer.
        slowTimer: window.setTimeout(() => {
          late = true
          setSlow(true)
        }, slowThresholdMs),
      }
      inFlight = current
      fetch(HEALTH_URL, {
        method: 'HEAD',
        cache: 'no-store',
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
        signal: current.controller.signal,
      })
        .then(
          (response) => response.ok,
          () => false,
        )
        .then((ok) => {
          // Cancelled (hidden tab, offline, unmount) or replaced by a newer ping: not ours to judge.
          if (inFlight !== current) return
          window.clearTimeout(current.slowTimer)
          inFlight = null
          setSlow(late || !ok)
        })
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
    run()
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
