import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

/** The category as a small green label with its icon. */
export const category = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  alignSelf: 'flex-start',
  justifySelf: 'start',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const categoryIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 })

/** Date, author and reading time on one wrapping line. */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const metaItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] })

export const metaIcon = style({ flexShrink: 0, color: vars.color.brandStrong })
