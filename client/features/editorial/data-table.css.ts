import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../ui/tokens.ts'
import { vars } from '../../ui/theme.css.ts'

export const wrapper = style({ marginBlock: vars.space['6'] })

export const scroll = style({
  marginBlock: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
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
 * wraps within the screen, so a wide table's caption stays readable while it scrolls.
 */
export const captionText = style({
  display: 'block',
  position: 'sticky',
  left: 0,
  paddingInline: vars.space['3'],
  maxWidth: `calc(100vw - 2 * ${vars.space['4']})`,
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

globalStyle(`${table} tbody tr:nth-child(even)`, { background: vars.color.surface })

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
