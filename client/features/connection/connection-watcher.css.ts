import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'
import { CONNECTION_TIMING } from './connection-timing.ts'

const spin = keyframes({
  from: { transform: 'rotate(0deg)' },
  to: { transform: 'rotate(360deg)' },
})

const slideUp = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['4']})` },
  to: { opacity: 1, transform: 'none' },
})

const slideDown = keyframes({
  from: { opacity: 0, transform: `translateY(calc(-1 * ${vars.space['4']}))` },
  to: { opacity: 1, transform: 'none' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['6'],
  background: vars.color.background,
  color: vars.color.text,
  opacity: 1,
  // The fade length is a spec constant (300 ms), not a design token: read from the one place it lives.
  transition: `opacity ${CONNECTION_TIMING.overlayFadeMs}ms ${vars.motion.easing}`,
  selectors: {
    '&[data-state="fading"]': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
  },
})

export const overlayContent = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  textAlign: 'center',
})

export const overlaySpinner = style({
  width: vars.space['12'],
  height: vars.space['12'],
  color: vars.color.brandStrong,
  animation: `${spin} 1s linear infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
})

export const overlayTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
})

export const overlayText = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
})

export const notice = style({
  position: 'fixed',
  zIndex: vars.zIndex.banner,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  '@media': {
    // Mobile: at the top, just under the sticky header, clear of the bottom bar and the toasts.
    [media.mobileOnly]: {
      top: `calc(${vars.size.headerHeight} + ${vars.space['2']})`,
      left: vars.space['3'],
      right: vars.space['3'],
      animation: `${slideDown} ${vars.motion.duration} ${vars.motion.easing}`,
    },
    // Desktop: bottom left, away from the toasts (bottom right).
    [media.tablet]: {
      bottom: vars.space['6'],
      left: vars.space['6'],
      maxWidth: `calc(100vw - 2 * ${vars.space['6']})`,
      animation: `${slideUp} ${vars.motion.duration} ${vars.motion.easing}`,
    },
    [media.reducedMotion]: { animation: 'none' },
  },
})

export const noticeIcon = style({
  flexShrink: 0,
  width: vars.space['5'],
  height: vars.space['5'],
  color: vars.color.warning,
})
