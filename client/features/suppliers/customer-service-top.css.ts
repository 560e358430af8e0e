import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const list = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

/** Replaces the Card's column layout and gap. */
export const item = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space['4'] })

export const rank = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
})

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const name = style({ margin: 0, fontSize: vars.fontSize.lg })

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' } },
})

export const rating = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
