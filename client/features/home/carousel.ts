/** Testimonials rotate every 5 s; the mobile preview list holds up to 4 others. */
export const ROTATION_MS = 5_000
export const MAX_PREVIEWS = 4

export function nextIndex(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0
}

/** The indexes of the testimonials that follow the current one, in loop order, at most `max`. */
export function previewIndexes(current: number, count: number, max = MAX_PREVIEWS): number[] {
  const others = Math.min(Math.max(count - 1, 0), max)
  return Array.from({ length: others }, (_, step) => (current + step + 1) % count)
}
