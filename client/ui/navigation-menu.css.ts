import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'
import { media } from './media.ts'

const scaleIn = keyframes({
  from: { opacity: 0, transform: 'rotateX(-10deg) scale(0.97)' },
  to: { opacity: 1, transform: 'rotateX(0) scale(1)' },
})

export const root = style(
  inLayer(uiLayer, {
    position: 'relative',
    zIndex: vars.zIndex.header,
    display: 'flex',
  }),
)

export const list = style(
  inLayer(uiLayer, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['1'],
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }),
)

const itemBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  // A label stays on one line; on a tablet the items tighten so the bar still fits beside the logo.
  whiteSpace: 'nowrap',
  '@media': { [media.tabletOnly]: { paddingInline: vars.space['2'], fontSize: vars.fontSize.sm } },
} as const

/** The current page: brand colour and underline (only `data-active`, which callers compute exactly). */
const activeStyle = {
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.35em',
} as const

export const trigger = style(
  inLayer(uiLayer, {
    ...itemBase,
    border: 0,
    background: 'transparent',
    selectors: {
      // Open: its dropdown, a popover, follows it.
      '&:hover, &:has(+ :popover-open)': { background: vars.color.brandSofter, color: vars.color.brandStrong },
      // A trigger whose section holds the current page can be marked with data-active too.
      '&[data-active]': activeStyle,
    },
  }),
)

export const chevron = style(
  inLayer(uiLayer, {
    width: vars.space['4'],
    height: vars.space['4'],
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${trigger}:has(+ :popover-open) &`]: { transform: 'rotate(180deg)' },
    },
  }),
)

export const link = style(
  inLayer(uiLayer, {
    ...itemBase,
    selectors: {
      '&:hover': { background: vars.color.brandSofter, color: vars.color.brandStrong },
      '&[data-active]': activeStyle,
    },
  }),
)

/**
 * A trigger's dropdown: a popover (the browser opens and closes it from its trigger, before any script),
 * in the top layer, where the browser's own style centres a bordered box. Where it sits is the page's
 * call (under its trigger); it opens with a short scale-in.
 */
export const dropdown = style(
  inLayer(uiLayer, {
    position: 'fixed',
    inset: 'auto',
    margin: 0,
    padding: 0,
    maxWidth: `calc(100vw - ${vars.space['8']})`,
    overflow: 'auto',
    transformOrigin: 'top center',
    color: vars.color.text,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    selectors: {
      '&:popover-open': { animation: `${scaleIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
)
