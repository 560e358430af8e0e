/**
 * The site's breakpoints and media queries, part of the design tokens (tokens.ts re-exports them): a
 * module of their own because scripts read them at run time, and the header's script is on every page.
 */
/** 768 px is the site's one mobile cut (a portrait tablet and every phone fall below it): below it, mobile layout. */
export const breakpoints = {
  tablet: 768,
  desktop: 1024,
} as const

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  mobileOnly: `screen and (max-width: ${breakpoints.tablet - 0.02}px)`,
  /** From tablet width up to, not including, desktop width. */
  tabletOnly: `screen and (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px)`,
  /**
   * Phones running scripts: where a block collapses behind a toggle. Without JavaScript (or in a
   * browser that does not know `scripting`) the query fails, so the content stays open and readable.
   */
  mobileScripted: `screen and (max-width: ${breakpoints.tablet - 0.02}px) and (scripting: enabled)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const
