import { style } from '@vanilla-extract/css'
import { media } from '../ui/media.ts'
import { vars } from '../ui/theme.css.ts'

export const backBar = style({ paddingBlock: vars.space['3'] })

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.space['10'],
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { color: vars.color.brandStronger, textDecoration: 'underline' },
})

export const backIcon = style({ flexShrink: 0 })

export const page = style({
  display: 'grid',
  gap: vars.space['10'],
  paddingBlock: vars.space['8'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['12'] } },
})

/** Main column and information sidebar on desktop; one column, in reading order, below. */
export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start', gap: vars.space['8'] },
  },
})

export const main = style({ display: 'grid', gap: vars.space['10'], minWidth: 0 })

export const aside = style({ display: 'grid', gap: vars.space['6'], minWidth: 0 })

export const notFound = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start', paddingBlock: vars.space['12'] })

export const notFoundTitle = style({ fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold })
