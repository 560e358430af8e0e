import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const field = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    minWidth: 0,
  }),
)

export const label = style(
  inLayer(uiLayer, {
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
  }),
)

export const requiredMark = style(
  inLayer(uiLayer, {
    color: vars.color.danger,
  }),
)

export const description = style(
  inLayer(uiLayer, {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textMuted,
  }),
)

export const error = style(
  inLayer(uiLayer, {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.danger,
  }),
)

export const errorIcon = style(
  inLayer(uiLayer, {
    flexShrink: 0,
    width: '1.15em',
    height: '1.15em',
    marginTop: '0.05em',
  }),
)

export const errorMessages = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
  }),
)
