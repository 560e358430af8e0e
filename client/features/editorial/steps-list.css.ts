import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  counterReset: 'step',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
})

export const step = style({
  position: 'relative',
  counterIncrement: 'step',
  padding: vars.space['5'],
  paddingTop: `calc(${vars.space['5']} + ${vars.space['10']})`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '::before': {
    content: 'counter(step)',
    position: 'absolute',
    top: vars.space['5'],
    left: vars.space['5'],
    display: 'grid',
    placeItems: 'center',
    width: vars.space['8'],
    height: vars.space['8'],
    borderRadius: vars.radius.full,
    background: vars.color.brandStrong,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.bold,
  },
})

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['2'] })

export const text = style({ color: vars.color.textMuted })

export const action = style({ marginTop: vars.space['3'] })
