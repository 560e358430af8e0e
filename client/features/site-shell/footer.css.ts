import { globalStyle, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const footer = style({
  marginTop: vars.space['16'],
  paddingTop: vars.space['12'],
  // Room for the fixed bottom bar on phones.
  paddingBottom: `calc(${vars.size.bottomBarHeight} + ${vars.space['6']})`,
  background: vars.color.text,
  color: vars.color.onDark,
  '@media': { [media.tablet]: { paddingBottom: vars.space['8'] } },
})

globalStyle(`${footer} a`, { color: vars.color.onDarkStrong })

export const columns = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.2fr' },
  },
})

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xl,
  color: vars.color.onDarkStrong,
})

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
})

export const about = style({ marginTop: vars.space['3'], fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed })

export const columnTitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.onDarkStrong,
  marginBottom: vars.space['3'],
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['2'] })

globalStyle(`${list} a`, {
  display: 'inline-flex',
  minHeight: '32px',
  alignItems: 'center',
  textDecoration: 'none',
})

globalStyle(`${list} a:hover`, { textDecoration: 'underline' })

export const contactLine = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontStyle: 'normal',
})

export const hours = style({ fontSize: vars.fontSize.sm, marginTop: vars.space['1'], paddingLeft: '1.625rem' })

export const icon = style({ flexShrink: 0, marginTop: '0.2rem' })

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['4'],
  marginTop: vars.space['10'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.dividerOnDark}`,
  fontSize: vars.fontSize.sm,
})

export const legalLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['5']}`,
})

globalStyle(`${legalLinks} a`, { display: 'inline-flex', minHeight: '32px', alignItems: 'center' })

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '32px',
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.onDarkStrong,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
})
