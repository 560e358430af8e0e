import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'
import { ADVISOR_TIMING } from './advisor-timing.ts'

const motionOk = '(prefers-reduced-motion: no-preference)'

/** The round button: 56 px, a shared size so the cookie banner can leave room for it. */
const launcherSize = vars.size.floatingButton
/** 44 px touch target. */
const touchTarget = `calc(${vars.space['10']} + ${vars.space['1']})`
const offset = vars.space['4']
const mobileBottom = `calc(${vars.size.bottomBarHeight} + ${vars.space['3']} + env(safe-area-inset-bottom))`

/** Fixed in the bottom-right corner; under 768 px, above the mobile bottom bar. The card sits above the button. */
export const root = style({
  position: 'fixed',
  right: offset,
  bottom: offset,
  zIndex: vars.zIndex.widget,
  display: 'flex',
  // The button comes first in the DOM (and in the tab order) but is drawn under the card.
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: vars.space['3'],
  // Docked above the cookie banner (docs/decisions/0089), the card leaves room between itself and the
  // button: the empty box between them lets clicks through to the banner's buttons.
  pointerEvents: 'none',
  '@media': {
    [media.mobileOnly]: { right: vars.space['3'], bottom: mobileBottom },
  },
})

const bounce = keyframes({
  '0%, 40%, 80%, 100%': { transform: 'translateY(0)' },
  '20%': { transform: `translateY(calc(-1 * ${vars.space['3']}))` },
  '60%': { transform: `translateY(calc(-1 * ${vars.space['2']}))` },
})

export const launcher = style({
  position: 'relative',
  pointerEvents: 'auto',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: launcherSize,
  height: launcherSize,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandStronger },
  },
})

/** Toggled for one bounce at a time by the component; never under reduced motion. */
export const bouncing = style({
  '@media': {
    [motionOk]: {
      animation: `${bounce} ${ADVISOR_TIMING.bounceMs}ms ${vars.motion.easing}`,
    },
  },
})

export const launcherIcon = style({ width: '1.625rem', height: '1.625rem' })

/** The small "online" dot on the closed button. */
export const launcherBadge = style({
  position: 'absolute',
  top: vars.space['1'],
  right: vars.space['1'],
  width: vars.space['3'],
  height: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.onBrand}`,
})

const cardIn = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['3']}) scale(0.98)` },
  to: { opacity: 1, transform: 'none' },
})

export const card = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  width: `min(22rem, calc(100vw - 2 * ${vars.space['3']}))`,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${launcherSize} - ${offset} - ${vars.space['3']} - ${vars.space['3']})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transformOrigin: 'bottom right',
  '@media': {
    [media.mobileOnly]: {
      maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${launcherSize} - ${mobileBottom} - ${vars.space['3']} - ${vars.space['3']})`,
    },
    [motionOk]: {
      animation: `${cardIn} ${vars.motion.duration} ${vars.motion.easing}`,
    },
  },
  selectors: {
    // `display` above would otherwise override the `hidden` attribute.
    '&[hidden]': { display: 'none' },
  },
})

/** Expanded mode and the callback form: a wider card. */
export const cardWide = style({
  width: `min(26rem, calc(100vw - 2 * ${vars.space['3']}))`,
})

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: `${vars.space['4']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.brandSofter,
  borderBottom: `1px solid ${vars.color.border}`,
  borderTopLeftRadius: vars.radius.lg,
  borderTopRightRadius: vars.radius.lg,
})

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: touchTarget,
  height: touchTarget,
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
})

export const avatarIcon = style({ width: '1.375rem', height: '1.375rem' })

export const headerText = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gap: vars.space['1'],
})

export const heading = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  selectors: {
    // Focus lands here programmatically when the card opens; it is not a control.
    '&:focus': { outline: 'none' },
  },
})

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

const pulse = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.brand}` },
  '70%': { boxShadow: `0 0 0 ${vars.space['2']} transparent` },
  '100%': { boxShadow: '0 0 0 0 transparent' },
})

export const statusDot = style({
  width: vars.space['2'],
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.success,
  '@media': {
    [motionOk]: { animation: `${pulse} 2s ${vars.motion.easing} infinite` },
  },
})

export const closeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: touchTarget,
  height: touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.text },
  },
})

export const body = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
})

/**
 * Compact (docs/decisions/0089): where the whole card would cover a field, a form or the cookie banner's
 * buttons, it keeps its heading and actions, without the greeting and the hours.
 */
const hiddenWhenCompact = { [`${card}[data-compact] &`]: { display: 'none' } }

export const greeting = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  selectors: hiddenWhenCompact,
})

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: touchTarget,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.color.brandStronger },
  },
})

export const buttonIcon = style({
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
})

export const toggle = style({ justifySelf: 'start', selectors: hiddenWhenCompact })

export const chevron = style([
  buttonIcon,
  {
    transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
    },
  },
])

export const hours = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  selectors: {
    '&[hidden]': { display: 'none' },
    ...hiddenWhenCompact,
  },
})

export const hoursIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.15rem',
  color: vars.color.brandStrong,
})

export const hoursTitle = style({
  display: 'block',
  fontWeight: vars.fontWeight.semibold,
})

export const back = style({ justifySelf: 'start' })

export const formHeading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    '&:focus': { outline: 'none' },
  },
})

export const formIntro = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
