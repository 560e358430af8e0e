import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

const enabled = '&:not(:disabled):not([aria-disabled="true"])'

/**
 * The base and one class per variant, joined by buttonClassName (button.tsx), which applies the defaults:
 * plain classes rather than a recipe, whose runtime would be in every page's first load.
 */
export const button = style(
  inLayer(uiLayer, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
    },
  }),
)

export const buttonTone = styleVariants({
  primary: inLayer(uiLayer, {
    background: vars.color.brandStrong,
    color: vars.color.onBrand,
    selectors: {
      [`${enabled}:hover`]: { background: vars.color.brandStronger },
    },
  }),
  secondary: inLayer(uiLayer, {
    background: vars.color.background,
    color: vars.color.brandStrong,
    borderColor: vars.color.brandStrong,
    selectors: {
      [`${enabled}:hover`]: {
        background: vars.color.brandSofter,
        color: vars.color.brandStronger,
        borderColor: vars.color.brandStronger,
      },
    },
  }),
  ghost: inLayer(uiLayer, {
    background: 'transparent',
    color: vars.color.brandStrong,
    selectors: {
      [`${enabled}:hover`]: { background: vars.color.brandSoft, color: vars.color.brandStronger },
    },
  }),
  danger: inLayer(uiLayer, {
    background: vars.color.danger,
    color: vars.color.onBrand,
    selectors: {
      [`${enabled}:hover`]: {
        // No darker danger token: darken the token itself towards the text colour.
        background: `color-mix(in srgb, ${vars.color.danger} 82%, ${vars.color.text})`,
      },
    },
  }),
})

export const buttonSize = styleVariants({
  sm: inLayer(uiLayer, {
    minHeight: `calc(${vars.space['8']} + ${vars.space['1']})`,
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.sm,
  }),
  md: inLayer(uiLayer, {
    // 44 px touch target.
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['5'],
    fontSize: vars.fontSize.md,
  }),
  lg: inLayer(uiLayer, {
    minHeight: vars.space['12'],
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['6'],
    fontSize: vars.fontSize.lg,
  }),
})

/** Keyed 'true' / 'false' so the boolean prop picks its class directly; false adds no rule. */
export const buttonFullWidth = styleVariants({
  true: inLayer(uiLayer, { display: 'flex', width: '100%' }),
  false: inLayer(uiLayer, {}),
})

export type ButtonVariants = {
  tone?: keyof typeof buttonTone
  size?: keyof typeof buttonSize
  fullWidth?: boolean
}

/** Extra rules for anchors styled as buttons: a disabled link cannot be followed with the pointer. */
export const linkButton = style(
  inLayer(uiLayer, {
    selectors: {
      '&[aria-disabled="true"]': { pointerEvents: 'none' },
    },
  }),
)

export const icon = style(
  inLayer(uiLayer, {
    flexShrink: 0,
    width: '1.1em',
    height: '1.1em',
  }),
)
