import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['5'] } },
})

export const card = style({ position: 'relative', height: '100%' })

export const category = style({
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const title = style({ fontSize: vars.fontSize.lg })

/** The title's link covers the whole card, so the card is one target with one name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: { [`${card}:hover &`]: { textDecoration: 'underline' } },
})

export const excerpt = style({ color: vars.color.textMuted, flexGrow: 1 })

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
