import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const footnote = style({
  marginTop: vars.space['4'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  maxWidth: vars.size.proseMax,
})

export const faq = style({ maxWidth: vars.size.proseMax })
