import { useEffect, useState } from 'react'
import { media } from '../../ui/media.ts'
import { ADVISOR_TIMING } from './advisor-timing.ts'

/**
 * Whether the closed round button is in one of its bounces: for `bounceMs` every `bounceEveryMs`,
 * counted from `from` (performance.now()), never under reduced motion, never while `closed` is false.
 * Counting from a fixed moment rather than from the component's mount lets the light launcher and the
 * widget that replaces it bounce as one button.
 */
export function useLauncherBounce(closed: boolean, from: number): boolean {
  const [bouncing, setBouncing] = useState(false)
  useEffect(() => {
    if (!closed) {
      setBouncing(false)
      return
    }
    const { bounceEveryMs, bounceMs } = ADVISOR_TIMING
    const reducedMotion = window.matchMedia(media.reducedMotion)
    // The k-th bounce starts at from + k × period; the next one is the first still ahead.
    let next = Math.floor((performance.now() - from) / bounceEveryMs) + 1
    let start = 0
    let stop = 0
    const schedule = () => {
      start = window.setTimeout(
        () => {
          next += 1
          if (!reducedMotion.matches) {
            setBouncing(true)
            stop = window.setTimeout(() => setBouncing(false), bounceMs)
          }
          schedule()
        },
        Math.max(0, from + next * bounceEveryMs - performance.now()),
      )
    }
    schedule()
    return () => {
      window.clearTimeout(start)
      window.clearTimeout(stop)
      setBouncing(false)
    }
  }, [closed, from])
  return bouncing
}
