import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const figure = style({ margin: 0, marginBlock: vars.space['4'], display: 'grid', gap: vars.space['3'] })

export const caption = style({ fontWeight: vars.fontWeight.semibold })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
})

const key = style({ display: 'inline-block', width: '2rem', verticalAlign: 'middle', marginInlineEnd: vars.space['1'] })
export const priceKey = style([key, { borderTop: `3px solid ${vars.color.brandStrong}` }])
export const subscriptionKey = style([key, { borderTop: `2px dashed ${vars.color.info}` }])

/** The chart reads its colours from here: the price in `color`, the subscription and the text in variables. */
export const canvas = style({
  minHeight: 280,
  color: vars.color.brandStrong,
  borderTop: `1px solid ${vars.color.border}`,
  vars: { '--chart-text': vars.color.textMuted, '--chart-second': vars.color.info },
})

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
