import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['3'] })

export const caption = style({ fontWeight: vars.fontWeight.semibold })

/** The chart reads its colours from here: bars in `color`, grid lines in the border colour. */
export const canvas = style({
  minHeight: 260,
  color: vars.color.brandStrong,
  borderTop: `1px solid ${vars.color.border}`,
  vars: { '--chart-text': vars.color.textMuted },
})

export const details = style({ fontSize: vars.fontSize.sm })

export const table = style({
  marginTop: vars.space['3'],
  borderCollapse: 'collapse',
  width: '100%',
  maxWidth: '28rem',
})

export const tableCaption = style({ textAlign: 'start', fontWeight: vars.fontWeight.semibold, paddingBlockEnd: vars.space['2'] })

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['1'],
  paddingInlineEnd: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
})

globalStyle(`${table} td`, { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
