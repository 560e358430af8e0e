import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const disclosure = style({ fontSize: vars.fontSize.sm })

/** The native marker stays: it says open or closed without colour, and works without JavaScript. */
export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.brandStronger,
  // A touch target of 24 px at least, where several disclosures stack (one per option on the meter page).
  minHeight: vars.space['6'],
  paddingBlock: vars.space['1'],
})
