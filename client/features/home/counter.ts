/** The hero counter: rises from 0 to its target over 3 s, starting 1 s after load. */
export const COUNTER_DELAY_MS = 1_000
export const COUNTER_DURATION_MS = 3_000

/** Cubic ease-out, the site's motion curve: fast start, soft landing. */
export function easeOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1)
  return 1 - (1 - t) ** 3
}

/** The whole number shown `elapsedMs` after the page started the counter. */
export function counterValueAt(elapsedMs: number, target: number, delayMs = COUNTER_DELAY_MS, durationMs = COUNTER_DURATION_MS): number {
  if (elapsedMs <= delayMs) return 0
  if (elapsedMs >= delayMs + durationMs) return target
  return Math.round(target * easeOutCubic((elapsedMs - delayMs) / durationMs))
}
