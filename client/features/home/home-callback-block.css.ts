import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const card = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  maxWidth: '40rem',
})

export const advisor = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] })

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const name = style({ fontSize: vars.fontSize.lg })

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const dot = style({ width: '0.5rem', height: '0.5rem', borderRadius: vars.radius.full, background: vars.color.brand })

export const body = style({ display: 'grid', gap: vars.space['4'] })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  minHeight: '44px',
})

export const sentTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })
