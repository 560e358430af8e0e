import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const textInput = style(
  inLayer(uiLayer, {
    display: 'block',
    width: '100%',
    // 44 px touch target.
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    appearance: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.danger,
        boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.surface,
        color: vars.color.textMuted,
      },
      '&[readonly]': { background: vars.color.surface },
    },
  }),
)
