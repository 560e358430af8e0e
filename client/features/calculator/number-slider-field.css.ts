import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const field = style({ gap: vars.space['2'] })

export const inputRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
})

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const unit = style({
  flex: '0 0 auto',
  minWidth: '3.5rem',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
})
