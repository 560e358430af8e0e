import { style } from '@vanilla-extract/css'
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

export const form = style({ display: 'grid', gap: vars.space['4'] })

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
