import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space['12'] } },
})

export const pitch = style({ display: 'grid', gap: vars.space['4'] })

export const chat = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
})

export const chatHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
})

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const messages = style({ display: 'grid', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' })

export const message = style({
  maxWidth: '85%',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.lg,
  lineHeight: vars.lineHeight.snug,
})

export const fromAssistant = style([
  message,
  { justifySelf: 'start', background: vars.color.surface, borderBottomLeftRadius: vars.radius.sm },
])

export const fromVisitor = style([
  message,
  { justifySelf: 'end', background: vars.color.brandStrong, color: vars.color.onBrand, borderBottomRightRadius: vars.radius.sm },
])

export const choice = style({ display: 'grid', gap: vars.space['2'] })

export const choiceLabel = style({ fontWeight: vars.fontWeight.semibold })
