import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { renderedWhenNear } from '../../ui/rendered-when-near.ts'
import { vars } from '../../ui/theme.css.ts'

export const section = style({ display: 'grid', gap: vars.space['4'] })

/** The ranking, then the offers kept out of it: one column beside the estimate panel. */
export const column = style({ display: 'grid', gap: vars.space['8'], minWidth: 0 })

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const method = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: '72ch' })

export const list = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

// The estimates are a row's usual height: about 400 px on a phone, where its figures stack, 230 px wider.
export const row = style({
  ...renderedWhenNear('400px'),
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', ...renderedWhenNear('230px') },
  },
})

export const rank = style({
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold })

export const detail = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const cost = style({
  display: 'grid',
  gap: vars.space['1'],
  gridColumn: '2',
  // At most a third of a narrow row: beside the estimate panel, a saving on one line squeezed the offer's name.
  '@media': { [media.tablet]: { gridColumn: 'auto', justifyItems: 'end', textAlign: 'right', maxWidth: '16rem' } },
})

export const total = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' })

export const cheaper = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.success })

export const dearer = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.danger })

export const same = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const empty = style({ margin: 0, padding: vars.space['4'], borderRadius: vars.radius.md, background: vars.color.surface })

export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.border}` })

export const plainRow = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const adviceBox = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const adviceText = style({ margin: 0 })
