import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.bottomBar,
  display: 'grid',
  gridTemplateColumns: '1fr 1.4fr',
  gap: vars.space['2'],
  minHeight: vars.size.bottomBarHeight,
  padding: `${vars.space['2']} ${vars.space['3']} calc(${vars.space['2']} + env(safe-area-inset-bottom))`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  '@media': { [media.tablet]: { display: 'none' } },
})

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '48px',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
})

export const secondary = style([action, { color: vars.color.brandStrong, border: `1px solid ${vars.color.brandStrong}` }])

export const primary = style([action, { color: vars.color.onBrand, background: vars.color.brandStrong }])

export const icon = style({ flexShrink: 0 })
