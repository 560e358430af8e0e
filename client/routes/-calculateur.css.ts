import { style } from '@vanilla-extract/css'
import { media } from '../ui/media.ts'
import { vars } from '../ui/theme.css.ts'

export const calculator = style({
  paddingBlock: vars.space['8'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['12'] } },
})
