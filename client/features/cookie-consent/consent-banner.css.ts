import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { iconButton, iconButtonIcon } from '../../ui/icon-button.css.ts'
import { vars } from '../../ui/theme.css.ts'

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['4']})` },
  to: { opacity: 1, transform: 'none' },
})

/**
 * Under the desktop width the banner spans the screen, where the floating advisor button sits in the
 * bottom-right corner (on phones above the bottom bar): the banner stands above that button, so neither
 * the button nor the bottom bar's actions are ever hidden while the visitor has not chosen. The
 * advisor's card, which opens upwards from the button, docks clear of the banner's buttons
 * (docs/decisions/0089).
 */
const clearOfFloatingButton = `${vars.size.floatingButton} + ${vars.space['3']}`

export const banner = style({
  position: 'fixed',
  zIndex: vars.zIndex.banner,
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: `calc(${vars.size.bottomBarHeight} + ${vars.space['3']} + ${clearOfFloatingButton} + env(safe-area-inset-bottom))`,
  // Never taller than the room left above the bottom bar and the button: a long text scrolls inside.
  maxHeight: `calc(100dvh - ${vars.size.bottomBarHeight} - ${vars.space['3']} - ${clearOfFloatingButton} - ${vars.space['3']})`,
  overflowY: 'auto',
  maxWidth: vars.size.proseMax,
  marginInline: 'auto',
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  // Room for the close cross in the top corner.
  paddingRight: vars.space['12'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${enter} ${vars.motion.duration} ${vars.motion.easing}`,
  '@media': {
    [media.tablet]: {
      left: vars.space['6'],
      right: vars.space['6'],
      // The advisor button sits 1 rem from the corner; the banner stands above it.
      bottom: `calc(${vars.space['4']} + ${clearOfFloatingButton})`,
      maxHeight: 'none',
    },
    // Wide enough for the centred banner to leave the corner free: back down to the page's edge.
    [media.desktop]: { bottom: vars.space['6'] },
    [media.reducedMotion]: { animation: 'none' },
  },
})

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
})

export const actions = style({
  display: 'grid',
  // Two equal columns: accepting and refusing weigh the same.
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space['3'],
  '@media': {
    // Shrink to the buttons' width; the two 1fr columns stay equal, as wide as the wider label.
    [media.tablet]: { justifySelf: 'start' },
  },
})

export const action = style({
  width: '100%',
  minWidth: '8rem',
})

export const close = style([iconButton, { position: 'absolute', top: vars.space['2'], right: vars.space['2'] }])

export const closeIcon = iconButtonIcon
