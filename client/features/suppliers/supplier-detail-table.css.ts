import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
})

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})

export const headCell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const rowHead = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const cell = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'right',
  borderBottom: `1px solid ${vars.color.border}`,
})

export const numericHead = style([headCell, { textAlign: 'right' }])
