/** Scroll rules: an 80 px offset clears the sticky header. */
export const SCROLL_OFFSET_PX = 80

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Scrolls to the element with this id, `delayMs` later (100 ms by default), with the header offset. */
export function scrollToId(id: string, options: { delayMs?: number; offset?: number } = {}): void {
  const { delayMs = 100, offset = SCROLL_OFFSET_PX } = options
  window.setTimeout(() => {
    const element = document.getElementById(id)
    if (!element) return
    const top = element.getBoundingClientRect().top + window.scrollY - offset
    window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, delayMs)
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}
