import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'

/**
 * How much narrower than the screen the table's region is on a phone, for its caption: the page's side
 * padding, unless a page puts the table inside a card and sets it (`vars`, on the table's className).
 */
export const captionInset = createVar()

export const wrapper = style({ marginBlock: vars.space['6'], vars: { [captionInset]: `calc(2 * ${vars.space['4']})` } })

export const scroll = style({
  // The containing block of what is positioned inside the table (visually hidden text in a header):
  // the region clips it, where a block outside would let it widen the page past a phone's screen.
  position: 'relative',
  marginBlock: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
})

/**
 * The scroll shade, drawn over the table's right edge while more columns lie that way (the table
 * sets `data-more-right` as it scrolls). Over the cells, not behind them: a background shade only
 * showed between opaque rows. None on the left: the sticky first column covers that edge, and its own
 * border marks where the scrolled cells pass under it.
 */
export const frame = style({
  position: 'relative',
  selectors: {
    '&[data-more-right]::after': {
      content: '""',
      position: 'absolute',
      insetBlock: '1px',
      right: '1px',
      width: '16px',
      pointerEvents: 'none',
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
      background: 'linear-gradient(to left, rgb(0 0 0 / 0.16), transparent)',
    },
  },
})

/** The line that says a wide table scrolls sideways (shown once the browser has measured it). */
export const scrollCue = style({
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBlock: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
})

/**
 * The caption is as wide as the table; its text sticks to the left edge of the scrolling region and
 * wraps within the screen less `captionInset`, so a wide table's caption stays readable while it
 * scrolls. Once the app has measured the region, the table sets the region's own width instead.
 */
export const captionText = style({
  display: 'block',
  position: 'sticky',
  left: 0,
  paddingInline: vars.space['3'],
  maxWidth: `calc(100vw - ${captionInset})`,
})

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
})

globalStyle(`${table} th, ${table} td`, {
  '@media': { [media.tablet]: { paddingInline: vars.space['3'] } },
})

globalStyle(`${table} thead th`, {
  // Headers wrap so that narrow tables fit a phone; figures in the body stay on one line.
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
})

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.semibold })

// The first column (the row headers) stays in view while the rest scrolls: each row's name stays
// beside its figures on a phone. Sticky cells need their own background over the scrolled cells.
globalStyle(`${table} tr > :first-child`, {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceRaised,
  boxShadow: `inset -1px 0 0 ${vars.color.border}`,
})
globalStyle(`${table} thead tr > :first-child`, { background: vars.color.brandSoft })

globalStyle(`${table} tbody tr:nth-child(even)`, { background: vars.color.surface })
globalStyle(`${table} tbody tr:nth-child(even) > :first-child`, { background: vars.color.surface })

globalStyle(`${table} tbody tr:last-child > *`, { borderBottom: 0 })

export const numeric = style({})
globalStyle(`${table} ${numeric}`, { textAlign: 'right' })

export const empty = style({})
globalStyle(`${table} ${empty}`, { whiteSpace: 'normal', color: vars.color.textMuted, textAlign: 'left' })

export const note = style({
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
