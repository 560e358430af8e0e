import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/** Replaces the Card's border and background. */
export const panel = style({ borderColor: vars.color.brand, background: vars.color.brandSofter })

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.brandStronger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
})

export const eyebrowIcon = style({ flexShrink: 0 })

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const summary = style({ maxWidth: vars.size.proseMax, lineHeight: vars.lineHeight.relaxed })

export const highlights = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const highlight = style({
  display: 'grid',
  gap: vars.space['1'],
  alignContent: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})

export const highlightLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const highlightValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brandStronger,
})

export const highlightNote = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.text })

export const columns = style({
  display: 'grid',
  gap: vars.space['6'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)', alignItems: 'start' } },
})

export const tableBox = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
})

export const conditionsTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBottom: vars.space['2'] })

export const conditions = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
})
