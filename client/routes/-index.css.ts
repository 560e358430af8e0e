import { style } from '@vanilla-extract/css'
import { vars } from '../ui/theme.css.ts'

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['5'],
  marginTop: vars.space['6'],
})

/** A plain link on the green band: white, underlined, with a 44 px touch target. */
export const heroLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
})

export const sectionTitle = style({ fontSize: vars.fontSize['2xl'], marginBottom: vars.space['6'] })
