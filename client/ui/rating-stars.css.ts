import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'

export const stars = style({ display: 'inline-flex', alignItems: 'center', gap: '1px', lineHeight: 1 })

const icon = { width: '1.05rem', height: '1.05rem', flexShrink: 0 } as const

const starColour = vars.color.rating

export const full = style({ ...icon, color: starColour, fill: starColour })
export const empty = style({ ...icon, color: vars.color.borderStrong, fill: 'none' })
export const halfWrap = style({ position: 'relative', display: 'inline-flex' })
export const halfOverlay = style({ ...icon, position: 'absolute', inset: 0, color: starColour, fill: starColour })
