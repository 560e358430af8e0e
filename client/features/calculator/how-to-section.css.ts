import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const title = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space['6'],
})

export const steps = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['6'] } },
})

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
})

export const icon = style({ width: '2rem', height: '2rem', color: vars.color.brandStrong })

export const stepTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const stepText = style({ color: vars.color.textMuted })

export const cta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  marginTop: vars.space['8'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
})

export const ctaTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginBottom: vars.space['1'] })

export const ctaButton = style({ flexShrink: 0 })
