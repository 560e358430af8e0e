import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/* Header meta: on the dark green band of PageHeader. */

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
})

export const ratingPill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})

export const ratingValue = style({ fontWeight: vars.fontWeight.semibold })

export const muted = style({ color: vars.color.textMuted })

/* Sections of the main column. */

export const section = style({ display: 'grid', gap: vars.space['4'], minWidth: 0 })

export const sectionTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const paragraphs = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.size.proseMax,
  lineHeight: vars.lineHeight.relaxed,
})

export const lead = style({ color: vars.color.textMuted })

export const offerGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
})

export const energyTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
})

export const energyIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brandStrong, flexShrink: 0 })

export const priceLine = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
})

export const bigPrice = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStronger,
  fontVariantNumeric: 'tabular-nums',
})

/** A list of label / value pairs, one per line with the value on the right. */
export const facts = style({ display: 'grid', margin: 0 })

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space['4'],
  rowGap: vars.space['1'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 'none' },
  },
})

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
})

export const unavailable = style({
  display: 'grid',
  gap: vars.space['2'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
})

export const checked = style({ fontSize: vars.fontSize.sm, color: vars.color.textSubtle })

/* Side panel. */

export const panelTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const ratingCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
})

export const externalLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  ':hover': { color: vars.color.brandStronger },
})

export const smallIcon = style({ flexShrink: 0 })

export const actions = style({ display: 'grid', gap: vars.space['3'], marginTop: vars.space['2'] })

export const buttonIcon = style({ flexShrink: 0 })

/* Why-choose panel. */

/** Replaces the Card's background. */
export const whyPanel = style({ background: vars.color.brandSofter })

export const greenShare = style({ display: 'grid', gap: vars.space['2'] })

export const greenShareText = style({ margin: 0, fontSize: vars.fontSize.sm })

export const greenBar = style({
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
})

export const greenBarFill = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
})

export const checkList = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const checkItem = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space['2'] })

export const checkIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.2em',
  color: vars.color.brandStrong,
  flexShrink: 0,
})

/* Feature lists cut on mobile. */

export const featureBlock = style({ display: 'grid', gap: vars.space['2'], justifyItems: 'start' })

/** The "{n} autres avantages" toggle: phones with scripts only, like the cut it undoes. */
export const moreFeatures = style({
  display: 'none',
  minHeight: vars.space['10'],
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  ':hover': { color: vars.color.brandStronger },
  '@media': { [media.mobileScripted]: { display: 'inline-block' } },
})

/** A feature past the third: hidden on phones with scripts until the list is expanded. */
export const featureBeyondMobile = style({
  '@media': { [media.mobileScripted]: { selectors: { '[data-expanded="false"] > &': { display: 'none' } } } },
})

export const offerList = style({ display: 'grid', gap: vars.space['3'], listStyle: 'none', margin: 0, padding: 0 })

export const offerItem = style({
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const offerName = style({ margin: 0, fontWeight: vars.fontWeight.semibold })
