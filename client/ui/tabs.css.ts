import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const root = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
  }),
)

export const list = style(
  inLayer(uiLayer, {
    display: 'flex',
    gap: vars.space['1'],
    overflowX: 'auto',
    borderBottom: `1px solid ${vars.color.border}`,
    scrollbarWidth: 'thin',
  }),
)

export const trigger = style(
  inLayer(uiLayer, {
    all: 'unset',
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingInline: vars.space['4'],
    marginBottom: '-1px',
    borderBottom: '3px solid transparent',
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'color, border-color, background-color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text, background: vars.color.surface },
      '&[data-state="active"]': {
        color: vars.color.brandStrong,
        borderBottomColor: vars.color.brandStrong,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '-3px',
      },
    },
  }),
)

export const content = style(
  inLayer(uiLayer, {
    selectors: {
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '4px',
        borderRadius: vars.radius.sm,
      },
    },
  }),
)
