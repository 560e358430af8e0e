import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/** Past 10 px of scroll the sticky header takes its shadowed style (the header's code says 10 too). */
const scrolledStyle = { boxShadow: vars.shadow.md, borderBottomColor: vars.color.border }

const scrolled = keyframes({ from: { boxShadow: 'none', borderBottomColor: 'transparent' }, to: scrolledStyle })

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.background,
  borderBottom: `1px solid transparent`,
  transition: `box-shadow ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    // Set by the header's code, once here: the style where scroll-driven animations are unknown.
    '&[data-scrolled]': scrolledStyle,
  },
  '@supports': {
    // The page's own scroll runs the style from the first paint, before the header's code has arrived
    // and without JavaScript: from 10 px, over the next 10 px.
    '(animation-timeline: scroll())': {
      animationName: scrolled,
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(root)',
      animationRange: '10px 20px',
    },
  },
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.headerHeight,
})

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: '44px',
})

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
})

export const desktopNav = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'flex' } },
})

/** The name the suppliers' dropdown anchors to (CSS anchor positioning): the header has one such menu. */
const suppliersAnchor = '--suppliers-menu'

export const suppliersTrigger = style({ anchorName: suppliersAnchor })

/**
 * The suppliers' dropdown (a popover, in the top layer): under its trigger where the browser anchors
 * elements, else centred under the header's bar.
 */
export const suppliersDropdown = style({
  top: `calc(${vars.size.headerHeight} - ${vars.space['2']})`,
  left: '50%',
  translate: '-50% 0',
  '@supports': {
    [`(anchor-name: ${suppliersAnchor})`]: {
      positionAnchor: suppliersAnchor,
      top: 'anchor(bottom)',
      left: 'anchor(left)',
      marginTop: vars.space['2'],
      translate: 'none',
    },
  },
})

export const dropdown = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space['3'],
  display: 'grid',
  gap: vars.space['1'],
  width: 'min(26rem, 90vw)',
})

export const dropdownLink = style({
  display: 'grid',
  gap: '0.125rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  textDecoration: 'none',
  color: vars.color.text,
  ':hover': { background: vars.color.brandSofter },
  selectors: { '&[data-status="active"]': { background: vars.color.brandSoft } },
})

export const dropdownTitle = style({ fontWeight: vars.fontWeight.semibold })

export const dropdownText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const dropdownFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
  paddingTop: vars.space['3'],
  paddingLeft: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brandStrong,
  minHeight: '44px',
})

export const icon = style({ flexShrink: 0 })

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] })

/** Replaces the button's display: the button shows from tablet width only. */
export const expertButton = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'inline-flex' } },
})

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  '@media': { [media.tablet]: { display: 'none' } },
})

export const menuToggleLabel = style({ fontSize: vars.fontSize.sm })

/**
 * The phone menu, a popover in the top layer: under the header's bar, the window's full width, over
 * the page (the browser's own popover style centres a bordered box).
 */
export const mobileMenu = style({
  position: 'fixed',
  inset: `${vars.size.headerHeight} 0 auto 0`,
  width: '100%',
  maxWidth: 'none',
  margin: 0,
  padding: `0 0 ${vars.space['6']}`,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  background: vars.color.background,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  '@media': { [media.tablet]: { display: 'none' } },
})

/** In the menu button: shown while the menu is closed. */
export const whenMenuClosed = style({
  selectors: { [`${header}:has(${mobileMenu}:popover-open) &`]: { display: 'none' } },
})

/** In the menu button: shown while the menu is open. */
export const whenMenuOpen = style({
  display: 'none',
  selectors: { [`${header}:has(${mobileMenu}:popover-open) &`]: { display: 'revert' } },
})

export const mobileList = style({ listStyle: 'none', margin: 0, padding: `${vars.space['2']} 0` })

export const mobileGroupLabel = style({
  padding: `${vars.space['3']} 0 ${vars.space['1']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
})

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: '48px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.brandStrong, background: vars.color.brandSofter, fontWeight: vars.fontWeight.bold },
  },
})

export const mobileFooter = style({ display: 'grid', gap: vars.space['3'], paddingTop: vars.space['3'] })
