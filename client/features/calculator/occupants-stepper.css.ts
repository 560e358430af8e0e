import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const stepper = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] })

export const button = style({
  width: `calc(${vars.space['10']} + ${vars.space['1']})`,
  paddingInline: 0,
  flexShrink: 0,
})

export const count = style({
  minWidth: '7rem',
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
})
