import { keyframes, style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'
import { media } from './media.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const scaleIn = keyframes({
  from: { opacity: 0, transform: 'rotateX(-10deg) scale(0.97)' },
  to: { opacity: 1, transform: 'rotateX(0) scale(1)' },
})
const scaleOut = keyframes({
  from: { opacity: 1, transform: 'rotateX(0) scale(1)' },
  to: { opacity: 0, transform: 'rotateX(-10deg) scale(0.97)' },
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
      '&:hover, &[data-state="open"]': { background: vars.color.brandSofter, color: vars.color.brandStrong },
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
      [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
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

export const content = style(
  inLayer(uiLayer, {
    padding: vars.space['4'],
    selectors: {
      '&[data-motion]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
)

export const viewportPosition = style(
  inLayer(uiLayer, {
    position: 'absolute',
    top: '100%',
    left: 0,
    display: 'flex',
    justifyContent: 'flex-start',
    width: '100%',
    perspective: '2000px',
  }),
)

export const viewport = style(
  inLayer(uiLayer, {
    position: 'relative',
    width: 'var(--radix-navigation-menu-viewport-width)',
    height: 'var(--radix-navigation-menu-viewport-height)',
    maxWidth: `calc(100vw - ${vars.space['8']})`,
    marginTop: vars.space['2'],
    overflow: 'hidden',
    transformOrigin: 'top center',
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    transitionProperty: 'width, height',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-state="open"]': { animation: `${scaleIn} ${vars.motion.fast} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${scaleOut} ${vars.motion.fast} ${vars.motion.easing}` },
    },
  }),
)
