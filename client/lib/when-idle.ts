/** How long work deferred to idle time waits at most, on a page that never goes idle. */
export const IDLE_TIMEOUT_MS = 3_000

/** Where the browser has no requestIdleCallback (Safari), how long after start-up deferred work runs. */
const NO_IDLE_CALLBACK_DELAY_MS = 1_000

/**
 * Calls `callback` once the browser has nothing more urgent to do (requestIdleCallback), and after
 * `timeoutMs` at the latest. Browser only: call it from an effect. Returns the cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => callback(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, Math.min(timeoutMs, NO_IDLE_CALLBACK_DELAY_MS))
  return () => window.clearTimeout(id)
}
