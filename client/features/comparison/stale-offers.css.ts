import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

// Muted on purpose: a grey panel without prices, ranks or cards, so it never reads as part of the ranking.
export const section = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
})

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text })

export const intro = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '72ch' })

export const group = style({ display: 'grid', gap: vars.space['2'] })

export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text })

// Two columns from tablets on, read down each: the list is long when a catalogue has not been updated.
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { columns: 2, columnGap: vars.space['8'] } },
})

export const item = style({
  breakInside: 'avoid',
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const name = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const supplier = style({ color: vars.color.brandStrong })

export const option = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted })

export const detail = style({ margin: 0, fontSize: vars.fontSize.xs })
