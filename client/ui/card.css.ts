import { keyframes } from '@vanilla-extract/css'
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes'
import { media } from './tokens.ts'
import { vars } from './theme.css.ts'

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    background: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space['4'] },
      md: {
        padding: vars.space['5'],
        '@media': { [media.tablet]: { padding: vars.space['6'] } },
      },
      lg: {
        padding: vars.space['6'],
        '@media': { [media.tablet]: { padding: vars.space['8'] } },
      },
    },
  },
  defaultVariants: { padding: 'md' },
})

export type CardVariants = NonNullable<RecipeVariants<typeof card>>

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
})

export const skeleton = recipe({
  base: {
    display: 'block',
    borderRadius: vars.radius.sm,
    background: `linear-gradient(90deg, ${vars.color.surface} 25%, ${vars.color.border} 50%, ${vars.color.surface} 75%)`,
    backgroundSize: '200% 100%',
    // One slow sweep: three times the motion token, linear so the sweep looks even.
    animation: `${shimmer} calc(${vars.motion.duration} * 3) linear infinite`,
    '@media': {
      [media.reducedMotion]: { animation: 'none', background: vars.color.surface },
    },
  },
  variants: {
    width: {
      full: { width: '100%' },
      threeQuarters: { width: '75%' },
      half: { width: '50%' },
      quarter: { width: '25%' },
    },
    height: {
      text: { height: '1em' },
      heading: { height: vars.fontSize['2xl'] },
      button: { height: `calc(${vars.space['10']} + ${vars.space['1']})` },
      block: { height: vars.space['20'] },
      card: { height: `calc(${vars.space['20']} * 2)`, borderRadius: vars.radius.lg },
    },
    circle: {
      true: { borderRadius: vars.radius.full, aspectRatio: '1' },
      false: {},
    },
  },
  defaultVariants: { width: 'full', height: 'text', circle: false },
})

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>
