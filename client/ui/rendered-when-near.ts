import type { StyleRule } from '@vanilla-extract/css'

/**
 * A repeated block of a long page (an offer's row, a supplier's card) that the browser lays out and
 * paints only when it comes near the viewport (`content-visibility: auto`); far from it, the block keeps
 * the size it was last seen at, or `estimate` before it was ever seen. `/electricite` is some 3 000
 * elements and 36 000 px on a phone: while its HTML streams in, the browser laid the whole of it out
 * again at every rendering step, and those layouts were most of the page's blocking time before the
 * first script ran. Its content stays in the page for find-in-page, screen readers and links.
 *
 * The block paints nothing outside its own box (the property implies paint containment): it goes on the
 * element that draws the border and shadow, not on a wrapper, so that its own decorations stay whole;
 * what is inside keeps clear of its edges (the focus ring sits in its padding).
 */
export function renderedWhenNear(estimate: string): StyleRule {
  // The height only: a single `contain-intrinsic-size` length is the width too, and a skipped row as wide
  // as its height widened its list's column past a phone's screen, which then zoomed the page out.
  return { contentVisibility: 'auto', containIntrinsicBlockSize: `auto ${estimate}` }
}
