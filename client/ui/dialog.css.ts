import { keyframes, style } from '@vanilla-extract/css'
import { iconButton, iconButtonIcon } from './icon-button.css.ts'
import { vars } from './theme.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } })
const panelIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})
const panelOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
})

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.overlay,
  transform: 'translate(-50%, -50%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: `calc(100vw - ${vars.space['8']})`,
  maxWidth: vars.size.proseMax,
  maxHeight: `calc(100dvh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['6'],
  // Room for the close button in the corner.
  paddingTop: vars.space['8'],
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${panelIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-state="closed"]': { animation: `${panelOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
})

export const close = style([
  iconButton,
  { position: 'absolute', top: vars.space['2'], right: vars.space['2'] },
])

export const closeIcon = iconButtonIcon

export const title = style({
  margin: 0,
  paddingRight: vars.space['8'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
})

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})
