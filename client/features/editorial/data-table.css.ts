import { globalStyle, style } from '@vanilla-extract/css'
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
  padding: vars.space['3'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
})

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
})

globalStyle(`${table} thead th`, {
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
