import { memo, Suspense, use, useCallback, type ReactNode } from 'react'
import { PartHydratedContext, ReportPartHydrated } from './part-hydrated.tsx'
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
/**
 * The parts React does not own yet, waiting or released: the clicks they received, to hand over once
 * they are hydrated. A released part may still wait for its code (a lazy part inside).
 */
const unhydrated = new Map<string, { element: Element; clicks: MouseEvent[] }>()
/** The last click the window saw: React may be hydrating a part because of it, while it is dispatched. */
let lastClick: MouseEvent | undefined

/**
 * A click on a part React does not own yet is held and given again once the part is hydrated. React
 * hydrates a part at the click when it can; when the part's code is still on its way, React drops the
 * click (it replays only hovers and focus), so the first tap on a button far below would do nothing.
 * Held here, on the window in the capture phase, the click reaches neither React nor the browser's own
 * action (a link, a <summary>, a radio button), and both get the copy.
 */
function onClick(event: MouseEvent): void {
  lastClick = event
  const target = event.target
  if (!(target instanceof Node)) return
  for (const [selector, part] of unhydrated) {
    if (!part.element.contains(target)) continue
    hold(event, part.clicks)
    release(selector)
    return
  }
}

function hold(click: MouseEvent, clicks: MouseEvent[]): void {
  click.preventDefault()
  click.stopImmediatePropagation()
  clicks.push(click)
}

// Listening from the start, before React: a click can come before React has rendered the part it lands
// on, while the page's boundaries are still server HTML (they hydrate one after another).
if (typeof window !== 'undefined') window.addEventListener('click', onClick, { capture: true })

function markHydrated(selector: string): void {
  const part = unhydrated.get(selector)
  if (!part) return
  unhydrated.delete(selector)
  for (const click of part.clicks) {
    const target = click.target
    // A part that could not load its code shows its failure instead: the element clicked is gone.
    if (target instanceof Node && target.isConnected) target.dispatchEvent(new MouseEvent('click', click))
  }
}

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

/**
 * Holds the part's clicks until it is hydrated. When React renders the part because of a click (one on
 * server HTML React reached only then), that click is still being dispatched, past the window: React
 * will drop it when the part waits, so it is held too, and a part still far away is released by it.
 */
function holdClicks(selector: string, element: Element): void {
  const clicks: MouseEvent[] = []
  unhydrated.set(selector, { element, clicks })
  const click = lastClick
  if (click && click.eventPhase !== Event.NONE && click.target instanceof Node && element.contains(click.target)) {
    hold(click, clicks)
    release(selector)
  }
}

const isNear = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect()
  const reach = window.innerHeight * NEAR_SCREENS
  return bottom > -reach && top < window.innerHeight + reach
}

/** The parts whose wait is over: near or acted on, and their code loaded. */
const settled = new Set<string>()

/** Whether the part still waits, to come near or for its code: React must not update it meanwhile. */
const isHeld = (selector: string) => waits.has(selector) && !settled.has(selector)

/**
 * Null when the part can hydrate now: it is near the viewport with no code to wait for, or it is not in
 * the document's HTML. Otherwise the wait until it comes near or the visitor acts on it, then until
 * `load` has brought its code: the part then hydrates in one go, without suspending again on its way.
 */
function waitUntilNear(selector: string, load: (() => Promise<unknown>) | undefined): Promise<void> | null {
  // The prerender renders every part.
  if (typeof document === 'undefined') return null
  const known = waits.get(selector)
  if (known) return isHeld(selector) ? known : null
  let element: Element | null = null
  try {
    element = document.querySelector(selector)
  } catch {
    // A browser that does not know the selector (`:has`) hydrates the part now.
  }
  if (!element) return null
  const near = isNear(element)
  // A part near the viewport hydrates now, unless it has code still to come: React would drop a click
  // on it meanwhile, so it waits for its code like any other, its clicks held.
  if (near && !load) return null
  const wait = (near ? Promise.resolve() : new Promise<void>((ready) => watch(selector, element, ready)))
    .then(load)
    // A part whose code cannot come renders all the same, and shows its own failure.
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      settled.add(selector)
    })
  waits.set(selector, wait)
  holdClicks(selector, element)
  return wait
}

function NearGate({ selector, load, children }: Omit<HydrateWhenNearProps, 'children'> & { children: ReactNode }) {
  // False while React hydrates the prerendered document: only then does a part wait.
  const wait = useHydrated() ? null : waitUntilNear(selector, load)
  if (wait) use(wait)
  return children
}

type HydrateWhenNearProps = {
  /**
   * A selector of the part’s outer element in the server HTML, one on the page: what is watched coming
   * near. Taken from what the part already shows (its section's id, its list's label), so its HTML is unchanged.
   */
  selector: string
  /** Loads the code of a lazy part inside (its `preload`): the part waits for it before hydrating. */
  load?: () => Promise<unknown>
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
  function HydrateWhenNear({ selector, load, children }: HydrateWhenNearProps) {
    const hydrated = useCallback(() => markHydrated(selector), [selector])
    // A lazy part inside (`load`) reports from its own boundary, hydrated after this one.
    return (
      <PartHydratedContext value={hydrated}>
        <Suspense fallback={null}>
          <NearGate selector={selector} load={load}>
            {children}
          </NearGate>
          {load ? null : <ReportPartHydrated />}
        </Suspense>
      </PartHydratedContext>
    )
  },
  (before, after) => isHeld(after.selector) && sameShownProps(before, after),
)
