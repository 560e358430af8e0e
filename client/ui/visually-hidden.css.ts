import { style } from '@vanilla-extract/css'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

/** Hides content visually while keeping it in the accessibility tree. */
export const srOnly = style(
  inLayer(uiLayer, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  }),
)
