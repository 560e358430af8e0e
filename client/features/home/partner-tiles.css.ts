import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
})

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  minHeight: '7rem',
  height: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  textDecoration: 'none',
  transition: `box-shadow ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  ':hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.md },
})

export const monogram = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
})

export const skeletonTile = style({ minHeight: '7rem' })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginTop: vars.space['6'],
})

export const count = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted })
