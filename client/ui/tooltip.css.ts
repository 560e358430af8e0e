import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const content = style(
  inLayer(uiLayer, {
    zIndex: vars.zIndex.toast,
    maxWidth: `min(calc(100vw - ${vars.space['8']}), ${vars.size.proseMax})`,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.sm,
    background: vars.color.text,
    color: vars.color.background,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    boxShadow: vars.shadow.md,
    selectors: {
      '&[data-state="delayed-open"], &[data-state="instant-open"]': {
        animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
  }),
)

export const arrow = style(
  inLayer(uiLayer, {
    fill: vars.color.text,
  }),
)
