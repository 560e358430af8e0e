import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

/** Fills its positioned parent without taking part in layout, so it cannot shift anything (CLS). */
export const canvas = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  pointerEvents: 'none',
  // The particles' colour: the script draws with it.
  color: vars.color.onBrand,
})
