import { globalStyle, style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'

/** Shared layout of the editorial pages (how it works, regulated tariff, market offers). */

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  marginBottom: vars.space['4'],
})

export const subTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  marginTop: vars.space['8'],
  marginBottom: vars.space['3'],
})

/** Running text at reading width. */
export const text = style({
  maxWidth: vars.size.proseMax,
  lineHeight: vars.lineHeight.relaxed,
  display: 'grid',
  gap: vars.space['3'],
})

globalStyle(`${text} ul, ${text} ol`, { paddingLeft: vars.space['6'], display: 'grid', gap: vars.space['2'] })
globalStyle(`${text} a`, { color: vars.color.brandStrong, textDecoration: 'underline', textUnderlineOffset: '0.2em' })

export const footnote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: vars.size.proseMax })

/** Text beside an aside from desktop width. */
export const withAside = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' } },
})

/** Cards in 1, 2 then 4 columns. */
export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const card = style({
  display: 'grid',
  gap: vars.space['2'],
  alignContent: 'start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
})

export const cardTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })

export const cardText = style({ color: vars.color.textMuted })

export const cardLink = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
})

export const checkList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space['3'] })

export const checkItem = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' })

export const checkIcon = style({ flexShrink: 0, marginTop: '0.2rem', color: vars.color.brandStrong })

/** The closing call to action band. */
export const cta = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.brandSoft,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
})

export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

globalStyle(`${cta} > h2`, { marginBottom: 0 })
