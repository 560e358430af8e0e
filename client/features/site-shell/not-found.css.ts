import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  textAlign: 'center',
  paddingTop: vars.space['16'],
  paddingBottom: vars.space['16'],
})

export const code = style({ fontSize: vars.fontSize['4xl'], fontWeight: vars.fontWeight.bold, color: vars.color.brandStrong })

export const title = style({ fontSize: vars.fontSize['3xl'] })

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['3'] })
