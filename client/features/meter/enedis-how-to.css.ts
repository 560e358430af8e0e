import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const section = style({ display: 'grid', gap: vars.space['4'] })
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'] })

export const figure = style({
  margin: 0,
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const path = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const pathStep = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] })
export const pathBox = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  fontWeight: vars.fontWeight.medium,
})
export const pathArrow = style({ color: vars.color.textMuted })
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const steps = style({ display: 'grid', gap: vars.space['2'], margin: 0, paddingInlineStart: vars.space['6'] })
export const note = style({ margin: 0, color: vars.color.textMuted })
