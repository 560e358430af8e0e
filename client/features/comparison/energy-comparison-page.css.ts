import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const heroBadge = style({ marginTop: vars.space['5'] })

export const layout = style({ display: 'grid', gap: vars.space['10'] })

/**
 * The profile, then the ranking: one column on phones and tablets; from desktops on, the estimate panel
 * is a column at the ranking's side, so a changed figure re-ranks the offers in view.
 */
export const rankingLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(18rem, 22rem) minmax(0, 1fr)', alignItems: 'start', gap: vars.space['8'] },
  },
})

export const listTitle = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const listNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const cheaper = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.success })

export const dearer = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.danger })

export const advice = style({
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const adviceTitle = style({ fontSize: vars.fontSize.xl })

export const adviceList = style({ display: 'grid', gap: vars.space['2'], marginTop: 0, paddingLeft: vars.space['5'] })
