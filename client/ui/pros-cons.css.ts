import { style, styleVariants } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  marginBlock: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const column = style({ padding: vars.space['5'], borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}` })

export const columnTone = styleVariants({
  pro: { background: vars.color.successSoft },
  con: { background: vars.color.surface },
})

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['3'] })

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['2'] })

export const item = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' })

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.15rem' })

export const iconTone = styleVariants({ pro: { color: vars.color.success }, con: { color: vars.color.textMuted } })
