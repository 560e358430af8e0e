import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const panel = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.brandSoft}`,
  borderRadius: vars.radius.lg,
})

export const title = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], margin: 0, fontSize: vars.fontSize.xl })

// Never shrunk by a long line beside it (the meter file's origin line, in the narrow desktop column).
export const icon = style({ color: vars.color.brandStrong, flexShrink: 0 })

export const fields = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' },
    // From desktops on, the panel is a column beside the ranking: one field a row.
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
})

export const selectField = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' })

export const label = style({ fontWeight: vars.fontWeight.semibold })

export const select = style({
  width: '100%',
  minHeight: '44px',
  paddingInline: vars.space['3'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
})

export const reference = style({ margin: 0 })

export const method = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const origin = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.background,
})
