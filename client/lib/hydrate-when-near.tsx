import { memo, Suspense, use, type ReactNode } from 'react'
import { sameShownProps } from './same-shown-props.ts'
import { useHydrated } from './use-hydrated.ts'

/** How far out of the viewport a part starts hydrating, in viewport heights: it is ready before it shows. */
const NEAR_SCREENS = 1
// Events that tell the visitor is about to use a part: React can only handle them once it owns the part.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const

type Waiting = { element: Element; ready: () => void }
/** The parts still server HTML, by the selector they were found with. */
const waiting = new Map<string, Waiting>()
/** Each part's wait, kept so that React meets the same promise when it tries the part again. */
const waits = new Map<string, Promise<void>>()
let observer: IntersectionObserver | undefined

function release(selector: string): void {
  const part = waiting.get(selector)
  if (!part) return
  waiting.delete(selector)
  observer?.unobserve(part.element)
  if (waiting.size === 0) for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, { capture: true })
  part.ready()
}

/**
 * An event on a part still waiting releases it before React sees the event. Listening on the window in
 * the capture phase runs before React's own listener on the document, and the promise settles in the
 * microtask between the two: React then hydrates the part at once and hands it the very event (a tap on
 * a button, a focused link) instead of dropping it.
 */
function onIntent(event: Event): void {
  const target = event.target
  if (!(target instanceof Node)) return
  for (const [selector, part] of waiting) if (part.element.contains(target)) release(selector)
}

function watch(selector: string, element: Element, ready: () => void): void {
  if (waiting.size === 0) for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true })
  waiting.set(selector, { element, ready })
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        for (const [key, part] of waiting) if (part.element === entry.target) release(key)
      }
    },
    { rootMargin: `${NEAR_SCREENS * 100}% 0px` },
  )
  observer.observe(element)
}

const isNear = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  const reach = window.innerHeight * NEAR_SCREENS
  return bottom > -reach && top < window.innerHeight + reach
}

/**
 * Null when the part can hydrate now: it is near the viewport, or it is not in the document's HTML.
 * Otherwise the wait until it comes near or the visitor acts on it.
 */
function waitUntilNear(selector: string): Promise<void> | null {
  // The prerender renders every part.
  if (typeof document === 'undefined') return null
  const known = waits.get(selector)
  if (known) return waiting.has(selector) ? known : null
  let element: Element | null = null
  try {
    element = document.querySelector(selector)
  } catch {
    // A browser that does not know the selector (`:has`) hydrates the part now.
  }
  if (!element || isNear(element)) return null
  const wait = new Promise<void>((ready) => watch(selector, element, ready))
  waits.set(selector, wait)
  return wait
}

function NearGate({ selector, children }: { selector: string; children: ReactNode }) {
  // False while React hydrates the prerendered document: only then does a part wait.
  const wait = useHydrated() ? null : waitUntilNear(selector)
  if (wait) use(wait)
  return children
}

type HydrateWhenNearProps = {
  /**
   * A selector of the part’s outer element in the server HTML, one on the page: what is watched coming
   * near. Taken from what the part already shows (its section's id, its list's label), so its HTML is unchanged.
   */
  selector: string
  children: ReactNode
}

/**
 * A part of a prerendered page that stays the server's HTML, shown and unchanged, until it comes within
 * a screen of the viewport or the visitor points at, touches or focuses it; React hydrates it then. A page
 * hydrates what the visitor can see and use first, and a part far below the fold costs no main-thread time
 * at load. In a page rendered in the browser (a later navigation), the part renders at once.
 *
 * While it waits, the part takes no update: its parent renders again after hydrating (the visitor's
 * day, queries settling) with new objects of the same content, and an update reaching a boundary that
 * still waits makes React drop its HTML. Props whose content changed go through: the part then renders
 * afresh with them.
 */
export const HydrateWhenNear = memo(
  function HydrateWhenNear({ selector, children }: HydrateWhenNearProps) {
    return (
      <Suspense fallback={null}>
        <NearGate selector={selector}>{children}</NearGate>
      </Suspense>
    )
  },
  (before, after) => waiting.has(after.selector) && sameShownProps(before, after),
)
