import { style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const band = style(
  inLayer(uiLayer, {
    background: `linear-gradient(135deg, ${vars.color.brandStronger}, ${vars.color.brandStrong})`,
    color: vars.color.onBrand,
    paddingTop: vars.space['10'],
    paddingBottom: vars.space['10'],
    '@media': { [media.tablet]: { paddingTop: vars.space['16'], paddingBottom: vars.space['16'] } },
  }),
)

export const title = style(
  inLayer(uiLayer, {
    fontSize: vars.fontSize['2xl'],
    fontWeight: vars.fontWeight.bold,
    '@media': { [media.tablet]: { fontSize: vars.fontSize['4xl'] } },
  }),
)

export const intro = style(
  inLayer(uiLayer, {
    marginTop: vars.space['3'],
    fontSize: vars.fontSize.lg,
    maxWidth: vars.size.proseMax,
  }),
)
