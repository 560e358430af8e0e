import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const block = style({ display: 'grid', gap: vars.space['4'] })

/** Today and tomorrow side by side from tablet width, stacked on a phone. */
export const days = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const day = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
})

const swatchBase = style({
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  flexShrink: 0,
})

/**
 * Each colour's mark, beside its name in words (the colour is never the only cue). The unknown day has
 * a dashed ring. Blue and red keep 3:1 against the page, as a graphical object needs (WCAG 1.4.11).
 */
export const swatch = styleVariants({
  blue: [swatchBase, { background: '#1D4ED8', borderColor: '#1D4ED8' }],
  white: [swatchBase, { background: '#FFFFFF' }],
  red: [swatchBase, { background: '#C81E1E', borderColor: '#C81E1E' }],
  unknown: [swatchBase, { background: 'transparent', borderStyle: 'dashed' }],
})

export const when = style({ margin: 0, fontWeight: vars.fontWeight.semibold })
export const date = style({ display: 'block', fontWeight: vars.fontWeight.regular, color: vars.color.textMuted })
/** The colour line keeps one height whatever it says, so a day's card does not change size as it loads. */
const stateLine = style({ margin: 0, minHeight: '2.2rem', display: 'flex', alignItems: 'center' })
export const colourName = style([stateLine, { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold }])
export const pending = style([stateLine, { color: vars.color.textMuted }])

/** Holds the place of text the loaded block will show; hidden, and the markup keeps it from screen readers. */
export const reserve = style({ visibility: 'hidden' })

export const prices = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  columnGap: vars.space['3'],
  margin: 0,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
})
export const priceLabel = style({ color: vars.color.textMuted })
export const priceValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })

export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
