import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/* Hero ------------------------------------------------------------------------------------------- */

/** Positioned so the particle canvas can fill it without taking part in layout. */
export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.brandStronger}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
  paddingBlock: vars.space['10'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['16'] } },
})

/** Above the canvas. */
export const heroInner = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'center' } },
})

export const heroText = style({ display: 'grid', gap: vars.space['4'] })

export const heroTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['4xl'] } },
})

export const heroIntro = style({ fontSize: vars.fontSize.lg, maxWidth: vars.size.proseMax })

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['5'],
  marginTop: vars.space['2'],
})

/** A plain link on the green band: white, underlined, with a 44 px touch target. */
export const heroLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textUnderlineOffset: '0.2em',
})

export const heroPanel = style({
  display: 'grid',
  gap: vars.space['5'],
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
})

export const counter = style({
  display: 'grid',
  justifyItems: 'center',
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
})

export const counterNumber = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brandStrong,
  // Digits of equal width: the rising number does not jiggle.
  fontVariantNumeric: 'tabular-nums',
})

export const steps = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

/** Number beside the text on mobile, above it from tablet width. */
export const step = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  columnGap: vars.space['3'],
  alignContent: 'start',
  fontSize: vars.fontSize.sm,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    display: 'grid',
    placeItems: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brandStronger,
    fontWeight: vars.fontWeight.bold,
  },
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'center', rowGap: vars.space['1'], textAlign: 'center' },
  },
})

globalStyle(`${step}::before`, { gridRow: 'span 2', '@media': { [media.tablet]: { gridRow: 'auto' } } })

export const stepTitle = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })

export const stepText = style({ color: vars.color.textMuted })

export const footnote = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })

export const footnoteOnBrand = style({ fontSize: vars.fontSize.xs, color: vars.color.onBrand, maxWidth: vars.size.proseMax })

/* Sections --------------------------------------------------------------------------------------- */

/** An anchor target: its heading lands below the anchor menu too (the page's scroll padding clears the header). */
export const anchored = style({
  scrollMarginTop: vars.space['12'],
  ':focus': { outline: 'none' },
})

export const sectionHead = style({
  display: 'grid',
  gap: vars.space['3'],
  maxWidth: vars.size.proseMax,
  marginBottom: vars.space['8'],
})

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  '@media': { [media.tablet]: { fontSize: vars.fontSize['3xl'] } },
})

export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted })

export const threeColumns = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['5'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['8'] } },
})

export const cardTitle = style({ fontSize: vars.fontSize.xl })

export const cardLinks = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' })

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '44px',
  fontWeight: vars.fontWeight.semibold,
})

export const linkIcon = style({ flexShrink: 0 })

export const muted = style({ color: vars.color.textMuted })

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
  lineHeight: vars.lineHeight.tight,
})

export const figureLabel = style({ color: vars.color.textMuted })

export const price = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStrong,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  marginTop: vars.space['6'],
})

export const factList = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const fact = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' })

export const factIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.15em', color: vars.color.brandStrong })

export const highlight = style({
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  color: vars.color.brandStronger,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
})

export const howSteps = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'how',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const howStep = style({
  counterIncrement: 'how',
  '::before': {
    content: 'counter(how)',
    display: 'grid',
    placeItems: 'center',
    width: '2.5rem',
    height: '2.5rem',
    borderRadius: vars.radius.full,
    background: vars.color.brandStrong,
    color: vars.color.onBrand,
    fontWeight: vars.fontWeight.bold,
  },
})

export const supplierGrid = style({
  display: 'grid',
  gap: vars.space['5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const faq = style({ maxWidth: vars.size.proseMax })

export const closing = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  padding: vars.space['8'],
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.brandStronger}, ${vars.color.brandStrong})`,
  color: vars.color.onBrand,
  '@media': { [media.tablet]: { padding: vars.space['12'] } },
})

globalStyle(`${closing} a:not([class])`, { color: vars.color.onBrand })
