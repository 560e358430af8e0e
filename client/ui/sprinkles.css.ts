import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { media } from './tokens.ts'
import { vars } from './theme.css.ts'

/** Layout utilities for page composition; components style themselves with their own .css.ts. */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    gridTemplateColumns: {
      '1': 'minmax(0, 1fr)',
      '2': 'repeat(2, minmax(0, 1fr))',
      '3': 'repeat(3, minmax(0, 1fr))',
      '4': 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['left', 'center'],
  },
  shorthands: {
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
  },
})

const colors = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      brand: vars.color.brandStrong,
      onBrand: vars.color.onBrand,
      danger: vars.color.danger,
    },
    background: {
      page: vars.color.background,
      surface: vars.color.surface,
      brandSoft: vars.color.brandSoft,
      brand: vars.color.brandStrong,
    },
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
  },
})

export const sprinkles = createSprinkles(responsive, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]
