import { styleVariants } from '@vanilla-extract/css'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'
import { vars } from './theme.css.ts'

export const size = styleVariants(vars.iconSize, (length) => inLayer(uiLayer, { width: length, height: length }))
