import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const timeline = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  maxWidth: vars.size.proseMax,
  borderLeft: `2px solid ${vars.color.brand}`,
  display: 'grid',
  gap: vars.space['6'],
})

export const event = style({
  position: 'relative',
  paddingLeft: vars.space['6'],
  '::before': {
    content: '""',
    position: 'absolute',
    left: `calc(-1 * ${vars.space['2']} + -1px)`,
    top: vars.space['1'],
    width: vars.space['4'],
    height: vars.space['4'],
    borderRadius: vars.radius.full,
    background: vars.color.surfaceRaised,
    border: `3px solid ${vars.color.brandStrong}`,
  },
})

export const eventDate = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.brandStrong })

export const eventTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, marginBlock: vars.space['1'] })

export const faq = style({ maxWidth: vars.size.proseMax })

export const callbackLine = style({ marginTop: vars.space['6'] })
globalStyle(`${callbackLine} a`, { color: vars.color.brandStrong, textDecoration: 'underline', fontWeight: vars.fontWeight.medium })
