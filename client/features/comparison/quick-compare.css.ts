import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'
import { srOnly } from '../../ui/visually-hidden.css.ts'

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  padding: vars.space['5'],
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const title = style({ margin: 0, fontSize: vars.fontSize.xl })

export const intro = style({ margin: 0, color: vars.color.textMuted })

/** One row from tablets on, where the box spans the page under the ranking: its fields no wider than they need. */
export const form = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'auto minmax(0, 20rem) auto',
      alignItems: 'end',
      justifyContent: 'start',
      columnGap: vars.space['6'],
    },
  },
})

export const group = style({ display: 'grid', gap: vars.space['2'] })

export const label = style({ fontWeight: vars.fontWeight.semibold })

export const srNote = srOnly

export const badgeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] })

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontWeight: vars.fontWeight.semibold,
})

export const badgeIcon = style({ flexShrink: 0 })
