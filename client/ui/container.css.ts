import { style, styleVariants } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const container = style(
  inLayer(uiLayer, {
    width: '100%',
    maxWidth: vars.size.contentMax,
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [media.tablet]: { paddingInline: vars.space['6'] },
    },
  }),
)

export const section = style(
  inLayer(uiLayer, {
    paddingBlock: vars.space['10'],
    '@media': {
      [media.tablet]: { paddingBlock: vars.space['16'] },
    },
  }),
)

export const sectionTone = styleVariants({
  default: inLayer(uiLayer, {}),
  surface: inLayer(uiLayer, { background: vars.color.surface }),
  brandSoft: inLayer(uiLayer, { background: vars.color.brandSoft }),
})

export const sectionSpacing = styleVariants({
  normal: inLayer(uiLayer, {}),
  compact: inLayer(uiLayer, {
    paddingBlock: vars.space['8'],
    '@media': {
      [media.tablet]: { paddingBlock: vars.space['10'] },
    },
  }),
})
