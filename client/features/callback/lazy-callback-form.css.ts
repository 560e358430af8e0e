import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

// About the form's first row, so the card does not jump much when the form replaces it.
export const loading = style({ minHeight: '5rem', color: vars.color.textMuted })

export const failure = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
})
