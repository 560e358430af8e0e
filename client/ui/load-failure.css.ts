import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/** One line of text and its button, wrapping under each other on narrow screens. */
export const loadFailure = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['3'],
    color: vars.color.textMuted,
  }),
)
