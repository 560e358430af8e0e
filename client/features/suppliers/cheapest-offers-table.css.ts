import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const table = style({
  width: '100%',
  minWidth: '36rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
})

export const caption = style({
  captionSide: 'top',
  paddingBottom: vars.space['3'],
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
})

/**
 * The caption is as wide as the table, which scrolls sideways on a phone: its text sticks to the region's
 * left edge and wraps within the screen less the page's side padding, so it is read whole without
 * scrolling the table.
 */
export const captionText = style({
  display: 'block',
  position: 'sticky',
  left: 0,
  maxWidth: `calc(100vw - 2 * ${vars.space['4']})`,
})

export const number = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
})
globalStyle(`${table} thead th`, { background: vars.color.surface, fontWeight: vars.fontWeight.semibold })
globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.semibold })
globalStyle(`${table} a`, { color: vars.color.brandStrong })
