/**
 * Where the advisor's card may open without covering what the visitor is doing (docs/decisions/0089):
 * a focused field, a form on screen, the cookie banner's buttons. Pure geometry, in viewport pixels.
 */

/** A rectangle on screen, as getBoundingClientRect() gives it. */
export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

export interface CardSize {
  width: number
  height: number
}

export interface PlacementInput {
  /** The card's bottom-right corner where it sits by default: right above the round button. */
  anchor: { right: number; bottom: number }
  /** The highest its top may go: under the sticky header. */
  ceiling: number
  /** The space kept between the card and what it docks above. */
  gap: number
  full: CardSize
  /** Null when the card may not be compact (the visitor opened its form or its hours). */
  compact: CardSize | null
  /** What the card must not cover. */
  obstacles: readonly Box[]
}

/** The card's form, and how far above its default place it docks (px). */
export interface Placement {
  compact: boolean
  lift: number
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The first place that covers nothing, in this order: the whole card at its place, then docked above
 * each obstacle in its way (lowest first); then the compact card the same way. Null when none is clear:
 * the card then waits, or steps aside.
 */
export function placeCard({ anchor, ceiling, gap, full, compact, obstacles }: PlacementInput): Placement | null {
  const bottoms = [anchor.bottom, ...obstacles.map((box) => box.top - gap).filter((bottom) => bottom < anchor.bottom)].sort((a, b) => b - a)
  const sizes: [CardSize, boolean][] = compact
    ? [
        [full, false],
        [compact, true],
      ]
    : [[full, false]]
  for (const [size, isCompact] of sizes) {
    for (const bottom of bottoms) {
      const card = { left: anchor.right - size.width, right: anchor.right, top: bottom - size.height, bottom }
      if (card.top >= ceiling && !obstacles.some((box) => overlaps(card, box))) return { compact: isCompact, lift: anchor.bottom - bottom }
    }
  }
  return null
}
