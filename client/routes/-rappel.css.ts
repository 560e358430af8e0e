import { style } from '@vanilla-extract/css'
import { media } from '../ui/media.ts'
import { vars } from '../ui/theme.css.ts'

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  marginTop: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 1fr)', alignItems: 'start' } },
})

export const formCard = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceRaised,
})

export const formTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space['5'] })

export const success = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start' })

export const successIcon = style({ width: '2.5rem', height: '2.5rem', color: vars.color.success })

export const aside = style({ display: 'grid', gap: vars.space['5'] })

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
})

export const asideTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space['1'] })

export const icon = style({ color: vars.color.brandStrong, flexShrink: 0 })

export const smallIcon = style({ display: 'inline', verticalAlign: '-0.15em' })

export const phone = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const hours = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space['1'] })

export const privacy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
