import { vars } from './theme.css.ts'

/**
 * The 24 px ring both radio groups draw, the Radix one (radio-group.css.ts) and the browser's own
 * (native-radio-group.css.ts): one definition, so the two kinds of radio cannot drift apart.
 */
export const radioRing = {
  boxSizing: 'border-box',
  flexShrink: 0,
  width: vars.space['6'],
  height: vars.space['6'],
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
} as const
