import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const disclosure = style({ fontSize: vars.fontSize.sm })

/** The native marker stays: it says open or closed without colour, and works without JavaScript. */
export const summary = style({ cursor: 'pointer', fontWeight: 600, color: vars.color.brandStronger })
