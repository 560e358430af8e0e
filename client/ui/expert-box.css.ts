import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const box = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.border}`,
})

export const icon = style({ width: '2rem', height: '2rem', color: vars.color.brandStrong })

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const phone = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong })

export const hours = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const smallIcon = style({ display: 'inline', verticalAlign: '-0.15em' })
