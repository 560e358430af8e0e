import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['4'],
  marginTop: vars.space['6'],
})

export const heroNote = style({ margin: 0, fontSize: vars.fontSize.sm })

export const sectionTitle = style({
  margin: 0,
  marginBottom: vars.space['4'],
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const lead = style({ maxWidth: vars.size.proseMax, marginTop: 0, marginBottom: vars.space['6'], color: vars.color.textMuted })

export const twoColumns = style({
  display: 'grid',
  gap: vars.space['10'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const textBlock = style({ display: 'grid', alignContent: 'start', gap: vars.space['3'], lineHeight: vars.lineHeight.relaxed })

export const tips = style({ display: 'grid', gap: vars.space['3'], margin: 0, paddingLeft: vars.space['5'] })

export const narrow = style({ maxWidth: `calc(${vars.size.proseMax} + ${vars.space['12']})` })

export const cta = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr auto' } },
})

export const ctaTitle = style({ margin: 0, marginBottom: vars.space['2'], fontSize: vars.fontSize.xl })
