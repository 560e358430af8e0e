import { style } from '@vanilla-extract/css'
import { notice } from '../../ui/notice.css.ts'
import { vars } from '../../ui/theme.css.ts'

// About the form's first row, so the card does not jump much when the form replaces it.
export const loading = style({ minHeight: '5rem', color: vars.color.textMuted })

export const failure = style([notice.danger, { display: 'grid', gap: vars.space['3'], justifyItems: 'start' }])
