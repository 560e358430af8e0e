import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/** Sticks right under the sticky site header, one layer below it so its menus cover this bar. */
export const bar = style({
  position: 'sticky',
  // The header is its bar plus a 1 px bottom border.
  top: `calc(${vars.size.headerHeight} + 1px)`,
  zIndex: `calc(${vars.zIndex.header} - 1)`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
})

/** Scrolls sideways on narrow screens rather than wrapping or overflowing the page. */
export const list = style({
  display: 'flex',
  gap: vars.space['1'],
  margin: 0,
  padding: `${vars.space['2']} 0`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [media.tablet]: { justifyContent: 'center', gap: vars.space['2'] } },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandSofter },
  selectors: {
    '&[aria-current]': {
      background: vars.color.brandSoft,
      color: vars.color.brandStronger,
      fontWeight: vars.fontWeight.semibold,
    },
  },
})
