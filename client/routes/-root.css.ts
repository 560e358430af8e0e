import { style } from '@vanilla-extract/css'

export const main = style({
  minHeight: '60vh',
  outline: 'none',
})
