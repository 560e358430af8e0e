import type { Box, CardSize } from './card-placement.ts'

/** A field the visitor may be typing in. */
const FIELD = 'input, select, textarea, [contenteditable]:not([contenteditable="false"])'
/** The cookie banner's buttons and link, shown by the first-load script (client/first-load/cookie-banner.ts). */
const BANNER_CONTROLS = '[data-first-load-copy="cookie-banner"] :is(button, a)'

/**
 * What the advisor's card must not cover, as boxes on screen (docs/decisions/0089): the focused field,
 * every form on screen, the cookie banner's controls; none of the widget's own.
 */
export function cardObstacles(widget: Element): Box[] {
  const elements: Element[] = [...document.forms, ...document.querySelectorAll(BANNER_CONTROLS)]
  const focused = document.activeElement
  if (focused?.matches(FIELD)) elements.push(focused)
  return elements
    .filter((element) => !widget.contains(element))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
}

/**
 * The card's size, whole or compact: measured by setting its `data-compact` for the time of a layout
 * read, then putting back what React rendered.
 */
export function cardSize(card: HTMLElement, compact: boolean): CardSize {
  const rendered = card.getAttribute('data-compact')
  card.toggleAttribute('data-compact', compact)
  const size = { width: card.offsetWidth, height: card.offsetHeight }
  if (rendered === null) card.removeAttribute('data-compact')
  else card.setAttribute('data-compact', rendered)
  return size
}
