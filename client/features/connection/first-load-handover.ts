/**
 * The watcher's side of the first-load script's handover (client/first-load/connection.ts). That script
 * shares no module with the app, so the two meet on <html>'s attributes, a document event and the
 * `data-first-load-copy` mark of the copies it shows; the names are repeated here, and a unit test checks
 * they match its own.
 */
export const FIRST_LOAD_HANDOVER = {
  /** Set while the watcher is live: the first-load script leaves the offline event and the overlay to it. */
  watcherAttribute: 'data-connection-watcher',
  pingSentAttribute: 'data-health-ping-sent',
  pingAnswerAttribute: 'data-health-ping',
  pingEvent: 'first-load-health-ping',
  /** When the first-load script judged its ping slow: it has said « Connexion lente » already. */
  slowAtAttribute: 'data-health-ping-slow-at',
  shownAtAttribute: 'data-shown-at',
} as const

const { watcherAttribute, pingSentAttribute, pingAnswerAttribute, pingEvent, slowAtAttribute, shownAtAttribute } = FIRST_LOAD_HANDOVER

/** A health ping: when it left (performance.now()) and whether it was answered well. */
export type FirstLoadPing = { sentAt: number; answer: Promise<boolean> }

/**
 * The health ping the first-load script sent when the page arrived, if any, which the watcher counts as
 * its own first: answered or still on its way.
 */
export function firstLoadPing(): FirstLoadPing | null {
  const root = document.documentElement
  const sent = root.getAttribute(pingSentAttribute)
  if (sent === null) return null
  const answeredWell = () => root.getAttribute(pingAnswerAttribute) === 'ok'
  const answer =
    root.getAttribute(pingAnswerAttribute) !== null
      ? Promise.resolve(answeredWell())
      : new Promise<boolean>((resolve) => document.addEventListener(pingEvent, () => resolve(answeredWell()), { once: true }))
  return { sentAt: Number(sent), answer }
}

/**
 * Tells the first-load script the watcher is live, and takes its « Connexion perdue » off the screen:
 * the watcher loads only online, so that toast is out of date (and the watcher says it again if the
 * connection is already gone). Returns the undo, for the watcher's unmount.
 */
export function takeOverFromFirstLoad(): () => void {
  const root = document.documentElement
  root.setAttribute(watcherAttribute, '')
  for (const toast of document.querySelectorAll('[data-first-load-copy="offline-toast"]')) toast.remove()
  return () => root.removeAttribute(watcherAttribute)
}

/**
 * Takes the first-load script's loading overlay off the screen, for the watcher to draw in its place.
 * Returns when it was first painted (performance.now()), so its 800 ms count from there; null when none
 * is on screen.
 */
export function adoptFirstLoadOverlay(): number | null {
  const overlay = document.querySelector('[data-first-load-copy="loading-overlay"]')
  // One already fading (the page is ready) finishes on its own.
  if (!overlay || overlay.getAttribute('data-state') === 'fading') return null
  const paintedAt = overlay.getAttribute(shownAtAttribute)
  overlay.remove()
  return paintedAt === null ? performance.now() : Number(paintedAt)
}

/**
 * When the first-load script judged its ping slow (performance.now()), so that the watcher counts the
 * slow spell from there and does not say « Connexion lente » a second time; null when it did not.
 */
export function firstLoadSlowAt(): number | null {
  const slowAt = document.documentElement.getAttribute(slowAtAttribute)
  return slowAt === null ? null : Number(slowAt)
}

/**
 * Takes the first-load script's corner notice off the screen, for the watcher to draw in its place.
 * True when one was on screen.
 */
export function adoptFirstLoadNotice(): boolean {
  const notice = document.querySelector('[data-first-load-copy="slow-notice"]')
  notice?.remove()
  return notice !== null
}
