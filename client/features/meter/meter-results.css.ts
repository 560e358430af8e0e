import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'
import { media } from '../../ui/media.ts'

export const results = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'] })

export const intro = style({ display: 'grid', gap: vars.space['2'] })
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  scrollMarginTop: vars.space['20'],
  // Focused by the page to bring the results into view, not a control: no focus ring.
  selectors: { '&:focus': { outline: 'none' } },
})
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.xl })
export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '48rem' })

/** Three key figures side by side on a wide screen, stacked on a phone. */
export const figures = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  border: `1px solid ${vars.color.brandSoft}`,
})
export const figureLabel = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted })
export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStronger,
  fontVariantNumeric: 'tabular-nums',
})
export const figureNote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const settings = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const power = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' })
export const verdict = style({ margin: 0, fontWeight: vars.fontWeight.semibold })

export const costs = style({ display: 'grid', gap: vars.space['3'] })
export const table = style({ width: '100%', maxWidth: '44rem', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })
globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space['3'],
  paddingInlineEnd: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
})
/** One disclosure per costed option, stacked: each opens to the page's width. */
export const breakdowns = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none', maxWidth: '44rem' })
export const total = style({ display: 'block', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })
export const parts = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const badge = style({
  display: 'table',
  marginBlockStart: vars.space['1'],
  whiteSpace: 'nowrap',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const actions = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'start' })
