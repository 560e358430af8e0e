import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  marginTop: vars.space['10'],
  paddingTop: vars.space['8'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
})
