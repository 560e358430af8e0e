import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const table = style({ width: '100%', marginTop: vars.space['2'], borderCollapse: 'collapse', fontSize: vars.fontSize.sm })

export const caption = style({ textAlign: 'start', color: vars.color.textMuted, paddingBlockEnd: vars.space['1'] })

export const line = style({ borderTop: `1px solid ${vars.color.border}` })

export const name = style({ textAlign: 'start', fontWeight: 400, padding: `${vars.space['1']} ${vars.space['2']} ${vars.space['1']} 0` })

/** Each line's rate and first day under its name: at 390 px a third column would squeeze both. */
export const rate = style({ display: 'block', color: vars.color.textMuted })

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', verticalAlign: 'top', paddingBlock: vars.space['1'] })

export const total = style({ borderTop: `2px solid ${vars.color.text}`, fontWeight: 700 })
