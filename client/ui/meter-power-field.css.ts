import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const select = style(
  inLayer(uiLayer, {
    width: '100%',
    maxWidth: '12rem',
    // 44 px touch target, like the text inputs beside it.
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontVariantNumeric: 'tabular-nums',
  }),
)
