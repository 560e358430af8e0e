import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const canvas = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
})
