import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const callout = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  marginBlock: vars.space['6'],
  borderRadius: vars.radius.md,
  borderLeft: '4px solid',
})

export const calloutTone = styleVariants({
  info: { background: vars.color.infoSoft, borderColor: vars.color.info },
  warning: { background: vars.color.warningSoft, borderColor: vars.color.warning },
})

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0, marginTop: '0.15rem' })

export const body = style({ display: 'grid', gap: vars.space['2'], minWidth: 0 })

export const title = style({ fontWeight: vars.fontWeight.bold })

globalStyle(`${body} ul`, { paddingLeft: vars.space['5'], display: 'grid', gap: vars.space['1'] })
