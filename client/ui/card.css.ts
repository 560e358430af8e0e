import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/** The base and one class per variant, joined by Card and Skeleton (card.tsx), which apply the defaults. */
export const card = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  }),
)

export const cardPadding = styleVariants({
  none: inLayer(uiLayer, { padding: 0 }),
  sm: inLayer(uiLayer, { padding: vars.space['4'] }),
  md: inLayer(uiLayer, {
    padding: vars.space['5'],
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  }),
  lg: inLayer(uiLayer, {
    padding: vars.space['6'],
    '@media': { [media.tablet]: { padding: vars.space['8'] } },
  }),
})

export type CardVariants = { padding?: keyof typeof cardPadding }

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
})

export const skeleton = style(
  inLayer(uiLayer, {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: `linear-gradient(90deg, ${vars.color.surface} 25%, ${vars.color.border} 50%, ${vars.color.surface} 75%)`,
    backgroundSize: '200% 100%',
    // One slow sweep: three times the motion token, linear so the sweep looks even.
    animation: `${shimmer} calc(${vars.motion.duration} * 3) linear infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', background: vars.color.surface },
    },
  }),
)

export const skeletonWidth = styleVariants({
  full: inLayer(uiLayer, { width: '100%' }),
  threeQuarters: inLayer(uiLayer, { width: '75%' }),
  half: inLayer(uiLayer, { width: '50%' }),
  quarter: inLayer(uiLayer, { width: '25%' }),
})

export const skeletonHeight = styleVariants({
  text: inLayer(uiLayer, { height: '1em' }),
  heading: inLayer(uiLayer, { height: vars.fontSize['2xl'] }),
  button: inLayer(uiLayer, { height: `calc(${vars.space['10']} + ${vars.space['1']})` }),
  block: inLayer(uiLayer, { height: vars.space['20'] }),
  card: inLayer(uiLayer, { height: `calc(${vars.space['20']} * 2)`, borderRadius: vars.radius.lg }),
})

/** Keyed 'true' / 'false' so the boolean prop picks its class directly; false adds no rule. */
export const skeletonCircle = styleVariants({
  true: inLayer(uiLayer, { borderRadius: vars.radius.full, aspectRatio: '1' }),
  false: inLayer(uiLayer, {}),
})

export type SkeletonVariants = {
  width?: keyof typeof skeletonWidth
  height?: keyof typeof skeletonHeight
  circle?: boolean
}
