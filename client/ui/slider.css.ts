import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const root = style(
  inLayer(uiLayer, {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    // 44 px tall hit area around a thin track.
    height: `calc(${vars.space['10']} + ${vars.space['1']})`,
    touchAction: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  }),
)

export const track = style(
  inLayer(uiLayer, {
    position: 'relative',
    flexGrow: 1,
    height: vars.space['2'],
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.border,
  }),
)

export const range = style(
  inLayer(uiLayer, {
    position: 'absolute',
    height: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.brandStrong,
  }),
)

export const thumb = style(
  inLayer(uiLayer, {
    display: 'block',
    width: vars.space['6'],
    height: vars.space['6'],
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    border: `2px solid ${vars.color.brandStrong}`,
    boxShadow: vars.shadow.md,
    cursor: 'grab',
    transitionProperty: 'box-shadow, transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:hover': { boxShadow: `0 0 0 ${vars.space['2']} ${vars.color.brandSoft}` },
      '&:active': { cursor: 'grabbing' },
      '[data-disabled] &': { cursor: 'not-allowed', boxShadow: 'none' },
    },
  }),
)
