import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const card = style({ height: '100%' })

export const head = style({ display: 'grid', gap: vars.space['1'] })

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const offer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const rating = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
})

export const reviews = style({ color: vars.color.textMuted })

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const badgeBase = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const badge = styleVariants({
  isEconomical: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  isGreen: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandStronger }],
  isFlexible: [badgeBase, { background: vars.color.surface, color: vars.color.text }],
  isNew: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
})

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['3'],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
})

export const figure = style({
  display: 'grid',
  gap: vars.space['1'],
})

// vanilla-extract only accepts selectors that target the class itself: children go through globalStyle.
globalStyle(`${figure} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted })
globalStyle(`${figure} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const unit = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const features = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
})

export const moreFeatures = style({ listStyle: 'none', marginLeft: `calc(-1 * ${vars.space['5']})`, color: vars.color.textMuted })

export const checked = style({ margin: 0, marginTop: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textSubtle })

export const actions = style({ display: 'grid', gap: vars.space['2'] })
