import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

const noticeBase = style(inLayer(uiLayer, { padding: vars.space['3'], borderRadius: vars.radius.md }))

/**
 * A small tinted status box (a failed send, a warning about a setting): compose it with the layout the
 * message needs. The properties do not overlap a composer's, so stylesheet order does not matter.
 */
export const notice = styleVariants({
  danger: [noticeBase, inLayer(uiLayer, { background: vars.color.dangerSoft, color: vars.color.danger })],
  warning: [noticeBase, inLayer(uiLayer, { background: vars.color.warningSoft, color: vars.color.warning })],
})
