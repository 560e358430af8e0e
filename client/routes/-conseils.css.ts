import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css.ts'

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
})

export const headerNote = style({ fontSize: vars.fontSize.sm, opacity: 0.92 })

export const list = style({ paddingBlock: vars.space['10'] })
