import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/**
 * Long-form French text and editorial HTML (articles, guides, legal pages). Put wide tables in a
 * `<div class={tableScroll} tabindex="0" role="region" aria-label="…">` so they scroll on their own and
 * can be scrolled with the keyboard.
 */
export const prose = style(
  inLayer(uiLayer, {
    maxWidth: vars.size.proseMax,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.relaxed,
    color: vars.color.text,
    overflowWrap: 'break-word',
    hyphens: 'auto',
  }),
)

/** Horizontally scrollable wrapper for a wide table. */
export const tableScroll = style(
  inLayer(uiLayer, {
    maxWidth: '100%',
    overflowX: 'auto',
    WebkitOverflowScrolling: 'touch',
    marginBlock: vars.space['6'],
  }),
)

// Vertical rhythm: every block child is spaced from the previous one.
globalStyle(`${prose} > * + *`, inLayer(uiLayer, { marginTop: vars.space['4'] }))
globalStyle(`${prose} > :first-child`, inLayer(uiLayer, { marginTop: 0 }))

globalStyle(
  `${prose} h2`,
  inLayer(uiLayer, {
    marginTop: vars.space['10'],
    marginBottom: vars.space['3'],
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
  }),
)

globalStyle(
  `${prose} h3`,
  inLayer(uiLayer, {
    marginTop: vars.space['8'],
    marginBottom: vars.space['2'],
    fontSize: vars.fontSize.xl,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
)

globalStyle(
  `${prose} h4`,
  inLayer(uiLayer, {
    marginTop: vars.space['6'],
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
  }),
)

globalStyle(`${prose} h2 + *, ${prose} h3 + *, ${prose} h4 + *`, inLayer(uiLayer, { marginTop: 0 }))

globalStyle(`${prose} strong`, inLayer(uiLayer, { fontWeight: vars.fontWeight.semibold }))

// Links
globalStyle(
  `${prose} a`,
  inLayer(uiLayer, {
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
  }),
)
globalStyle(
  `${prose} a:hover`,
  inLayer(uiLayer, {
    color: vars.color.brandStronger,
    textDecorationThickness: '2px',
  }),
)

// Lists
// Top margins come from the rhythm rule above; only the browser's bottom margin goes.
globalStyle(
  `${prose} ul, ${prose} ol`,
  inLayer(uiLayer, {
    marginBottom: 0,
    paddingLeft: vars.space['6'],
  }),
)
globalStyle(`${prose} li + li`, inLayer(uiLayer, { marginTop: vars.space['2'] }))
globalStyle(`${prose} li > ul, ${prose} li > ol`, inLayer(uiLayer, { marginTop: vars.space['2'] }))
globalStyle(`${prose} ul > li::marker`, inLayer(uiLayer, { color: vars.color.brandStrong }))
globalStyle(
  `${prose} ol > li::marker`,
  inLayer(uiLayer, {
    color: vars.color.brandStrong,
    fontWeight: vars.fontWeight.semibold,
  }),
)

// Tables
globalStyle(
  `${prose} table`,
  inLayer(uiLayer, {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    fontVariantNumeric: 'tabular-nums',
  }),
)
globalStyle(
  `${prose} caption`,
  inLayer(uiLayer, {
    captionSide: 'top',
    paddingBottom: vars.space['2'],
    textAlign: 'left',
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
  }),
)
globalStyle(
  `${prose} th, ${prose} td`,
  inLayer(uiLayer, {
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    border: `1px solid ${vars.color.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
  }),
)
globalStyle(
  `${prose} th`,
  inLayer(uiLayer, {
    background: vars.color.surface,
    fontWeight: vars.fontWeight.semibold,
  }),
)
globalStyle(`${prose} ${tableScroll} > table`, inLayer(uiLayer, { minWidth: '100%' }))
globalStyle(`${prose} > ${tableScroll}`, inLayer(uiLayer, { marginTop: vars.space['6'] }))

// Quotes and code
globalStyle(
  `${prose} blockquote`,
  inLayer(uiLayer, {
    margin: 0,
    marginBlock: vars.space['6'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['5'],
    borderLeft: `4px solid ${vars.color.brand}`,
    borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
    background: vars.color.brandSofter,
    color: vars.color.text,
  }),
)
globalStyle(`${prose} blockquote > * + *`, inLayer(uiLayer, { marginTop: vars.space['2'] }))
globalStyle(
  `${prose} code`,
  inLayer(uiLayer, {
    fontFamily: vars.font.mono,
    fontSize: '0.9em',
    paddingInline: vars.space['1'],
    borderRadius: vars.radius.sm,
    background: vars.color.surface,
  }),
)

globalStyle(
  `${prose} hr`,
  inLayer(uiLayer, {
    marginBlock: vars.space['8'],
    border: 0,
    borderTop: `1px solid ${vars.color.border}`,
  }),
)

globalStyle(
  `${prose} img, ${prose} figure`,
  inLayer(uiLayer, {
    maxWidth: '100%',
    height: 'auto',
    borderRadius: vars.radius.md,
  }),
)
globalStyle(`${prose} figure`, inLayer(uiLayer, { marginInline: 0, marginBottom: 0 }))
globalStyle(
  `${prose} figcaption`,
  inLayer(uiLayer, {
    marginTop: vars.space['2'],
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
)

// details/summary as a simple disclosure
globalStyle(
  `${prose} details`,
  inLayer(uiLayer, {
    borderBottom: `1px solid ${vars.color.border}`,
    paddingBottom: vars.space['3'],
  }),
)
globalStyle(`${prose} details + details`, inLayer(uiLayer, { marginTop: 0 }))
globalStyle(
  `${prose} summary`,
  inLayer(uiLayer, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingTop: vars.space['3'],
    fontWeight: vars.fontWeight.semibold,
    cursor: 'pointer',
    listStyle: 'none',
  }),
)
globalStyle(`${prose} summary::-webkit-details-marker`, inLayer(uiLayer, { display: 'none' }))
globalStyle(
  `${prose} summary::before`,
  inLayer(uiLayer, {
    content: '""',
    flexShrink: 0,
    width: vars.space['2'],
    height: vars.space['2'],
    borderRight: `2px solid ${vars.color.brandStrong}`,
    borderBottom: `2px solid ${vars.color.brandStrong}`,
    transform: 'rotate(-45deg)',
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
  }),
)
globalStyle(`${prose} details[open] > summary::before`, inLayer(uiLayer, { transform: 'rotate(45deg)' }))
globalStyle(`${prose} summary:hover`, inLayer(uiLayer, { color: vars.color.brandStrong }))
globalStyle(
  `${prose} details > :not(summary)`,
  inLayer(uiLayer, {
    marginTop: vars.space['2'],
    paddingLeft: vars.space['5'],
  }),
)
