import { globalStyle, style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { renderedWhenNear } from './rendered-when-near.ts'
import { vars } from './theme.css.ts'

// About a card's height on a phone and on a wide screen (820–900 px).
export const card = style({ height: '100%', ...renderedWhenNear('850px') })

export const head = style({ display: 'grid', gap: vars.space['1'] })

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const offer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const rating = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
})

export const ratingValue = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const reviews = style({ color: vars.color.textMuted })

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal })

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['3']} ${vars.space['4']}`,
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
})

export const figure = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['1'],
  minWidth: 0,
})

export const figureWide = style([
  figure,
  { gridColumn: '1 / -1', paddingTop: vars.space['3'], borderTop: `1px solid ${vars.color.border}` },
])

globalStyle(`${figures} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted })
globalStyle(`${figures} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
})

export const unit = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const features = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

export const feature = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' })

export const featureIcon = style({ flexShrink: 0, marginTop: '0.15em', color: vars.color.brandStrong })

export const featureBeyondMobile = style([feature, { '@media': { [media.mobileOnly]: { display: 'none' } } }])

/** "2 autres avantages": phones only. */
export const moreFeatures = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
  paddingLeft: vars.space['6'],
  '@media': { [media.tablet]: { display: 'none' } },
})

export const footer = style({ display: 'grid', gap: vars.space['3'], marginTop: 'auto', paddingTop: vars.space['2'] })

export const checked = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textSubtle,
})

export const checkedIcon = style({ flexShrink: 0, width: '0.9rem', height: '0.9rem' })

export const actions = style({ display: 'grid', gap: vars.space['2'] })

export const unpricedReason = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
})

/** One energy's figures, all from one offer; framed when its prices are not confirmed. */
export const energyBlock = style({ display: 'grid', gap: vars.space['2'] })

globalStyle(`${energyBlock}[data-stale-mark]`, {
  padding: vars.space['2'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const staleMark = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.text })

export const offerNote = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
