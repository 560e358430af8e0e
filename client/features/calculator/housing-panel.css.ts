import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  minWidth: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.brandSoft}`,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
})

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
})

export const estimate = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const help = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
