import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  paddingTop: vars.space['2'],
})
