import { style } from '@vanilla-extract/css'

/** Fills its positioned parent without taking part in layout, so it cannot shift anything (CLS). */
export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
})
