import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const box = style({
  marginTop: vars.space['10'],
  marginBottom: vars.space['16'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['4'],
})
