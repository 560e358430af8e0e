import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const skipLink = style({
  position: 'absolute',
  left: vars.space['3'],
  top: vars.space['3'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus-visible, &:focus': { transform: 'none' } },
})
