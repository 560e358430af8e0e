import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { media } from './media.ts'
import { iconButton, iconButtonIcon } from './icon-button.css.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/** No token for it: the widest a toast gets on large screens. */
const TOAST_MAX_WIDTH = '420px'

const slideInRight = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space['6']}))` },
  to: { transform: 'translateX(0)' },
})

const slideInUp = keyframes({
  from: { transform: `translateY(calc(100% + ${vars.space['4']}))`, opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
})

const fadeOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
})

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space['6']}))` },
})

export const viewport = style(
  inLayer(uiLayer, {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    margin: 0,
    padding: vars.space['4'],
    listStyle: 'none',
    // The empty viewport must not swallow clicks on what lies under it.
    pointerEvents: 'none',
    '@media': {
      [media.mobileOnly]: {
        left: 0,
        right: 0,
        // Above the mobile bottom bar.
        bottom: vars.size.bottomBarHeight,
      },
      [media.tablet]: {
        right: 0,
        bottom: 0,
        width: '100%',
        maxWidth: TOAST_MAX_WIDTH,
        padding: vars.space['6'],
      },
    },
  }),
)

export const toast = style(
  inLayer(uiLayer, {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    paddingRight: vars.space['12'],
    borderRadius: vars.radius.md,
    border: '1px solid',
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': {
        animation: `${slideInUp} ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
      '&[data-swipe="move"]': {
        transform: 'translateX(var(--radix-toast-swipe-move-x))',
      },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transitionProperty: 'transform',
        transitionDuration: vars.motion.fast,
        transitionTimingFunction: vars.motion.easing,
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${vars.motion.fast} ${vars.motion.easing}`,
      },
    },
    '@media': {
      [media.tablet]: {
        selectors: {
          '&[data-state="open"]': {
            animation: `${slideInRight} ${vars.motion.fast} ${vars.motion.easing}`,
          },
        },
      },
    },
  }),
)

export const toastTone = styleVariants({
  default: inLayer(uiLayer, {
    background: vars.color.surfaceRaised,
    borderColor: vars.color.border,
    color: vars.color.text,
  }),
  success: inLayer(uiLayer, {
    background: vars.color.successSoft,
    borderColor: vars.color.success,
    color: vars.color.text,
  }),
  destructive: inLayer(uiLayer, {
    background: vars.color.dangerSoft,
    borderColor: vars.color.danger,
    color: vars.color.text,
  }),
})

export const icon = style(
  inLayer(uiLayer, {
    flexShrink: 0,
    width: vars.space['5'],
    height: vars.space['5'],
    marginTop: '0.1em',
  }),
)

export const iconTone = styleVariants({
  default: inLayer(uiLayer, { color: vars.color.info }),
  success: inLayer(uiLayer, { color: vars.color.success }),
  destructive: inLayer(uiLayer, { color: vars.color.danger }),
})

export const body = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    minWidth: 0,
  }),
)

export const title = style(
  inLayer(uiLayer, {
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
  }),
)

export const description = style(
  inLayer(uiLayer, {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
)

export const close = style([iconButton, inLayer(uiLayer, { position: 'absolute', top: vars.space['1'], right: vars.space['1'] })])

export const closeIcon = iconButtonIcon
