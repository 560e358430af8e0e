import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { media } from './tokens.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const container = style(inLayer(uiLayer, {
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': {
    [media.tablet]: { paddingInline: vars.space['6'] },
  },
}))

export const section = recipe({
  base: inLayer(uiLayer, {
    paddingBlock: vars.space['10'],
    '@media': {
      [media.tablet]: { paddingBlock: vars.space['16'] },
    },
  }),
  variants: {
    tone: {
      default: inLayer(uiLayer, {}),
      surface: inLayer(uiLayer, { background: vars.color.surface }),
      brandSoft: inLayer(uiLayer, { background: vars.color.brandSoft }),
    },
    spacing: {
      normal: inLayer(uiLayer, {}),
      compact: inLayer(uiLayer, {
        paddingBlock: vars.space['8'],
        '@media': {
          [media.tablet]: { paddingBlock: vars.space['10'] },
        },
      }),
    },
  },
  defaultVariants: { tone: 'default', spacing: 'normal' },
})
