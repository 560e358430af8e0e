import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const badge = styleVariants({
  isEconomical: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  isGreen: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brandStronger }],
  isFlexible: [badgeBase, { background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
  isNew: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
})
