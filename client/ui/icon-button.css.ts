import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/** A round, 44 px, icon-only button (close crosses of dialogs, toasts, banners). */
export const iconButton = style(
  inLayer(uiLayer, {
    all: 'unset',
    boxSizing: 'border-box',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.space['10']} + ${vars.space['1']})`,
    height: `calc(${vars.space['10']} + ${vars.space['1']})`,
    borderRadius: vars.radius.full,
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surface },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  }),
)

export const iconButtonIcon = style(inLayer(uiLayer, { width: vars.space['5'], height: vars.space['5'] }))
