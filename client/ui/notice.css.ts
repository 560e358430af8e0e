import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

const noticeBase = style({ padding: vars.space['3'], borderRadius: vars.radius.md })

/**
 * A small tinted status box (a failed send, a warning about a setting): compose it with the layout the
 * message needs. The properties do not overlap a composer's, so stylesheet order does not matter.
 */
export const notice = styleVariants({
  danger: [noticeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  warning: [noticeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
})
