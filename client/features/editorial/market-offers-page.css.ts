import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const jumpNav = style({ marginTop: vars.space['8'] })

export const jumpList = style({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const jumpLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space['10'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brandStrong}`,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { background: vars.color.brandSoft },
})

export const faq = style({ maxWidth: vars.size.proseMax })
