import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const error = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  marginBlock: vars.space['6'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})
