import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/** One reading column, centred. */
export const column = style({
  maxWidth: vars.size.proseMax,
  marginInline: 'auto',
  paddingTop: vars.space['6'],
  paddingBottom: vars.space['16'],
  '@media': { [media.tablet]: { paddingTop: vars.space['10'] } },
})

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '2.75rem',
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const backIcon = style({ flexShrink: 0 })

export const header = style({
  display: 'grid',
  gap: vars.space['4'],
  marginTop: vars.space['4'],
})

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [media.tablet]: { fontSize: vars.fontSize['4xl'] } },
})

export const excerpt = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
})

export const figure = style({
  margin: 0,
  marginTop: vars.space['8'],
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const caption = style({
  marginTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontStyle: 'italic',
})

export const body = style({ marginTop: vars.space['8'], maxWidth: 'none' })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'center',
  justifyContent: 'space-between',
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
})

export const notFound = style({
  display: 'grid',
  gap: vars.space['4'],
  justifyItems: 'start',
  maxWidth: vars.size.proseMax,
  marginInline: 'auto',
  paddingBlock: vars.space['16'],
})

export const notFoundTitle = style({ fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold })
