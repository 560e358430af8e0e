import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const card = style({ height: '100%' })

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
})

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight })

export const promo = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const features = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingLeft: vars.space['5'],
  // The plans list is itself a list: without this the nested list would get hollow circles.
  listStyleType: 'disc',
  fontSize: vars.fontSize.sm,
})

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle })
