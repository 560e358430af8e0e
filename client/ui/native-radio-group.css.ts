import { style } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'
import { radioRing } from './radio-ring.ts'

/** The options in a row, wrapping; the same spacing as the Radix group's horizontal layout. */
export const row = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: vars.space['2'],
    columnGap: vars.space['6'],
    border: 0,
    margin: 0,
    padding: 0,
    minInlineSize: 0,
  }),
)

/**
 * The browser's own radio, drawn like the Radix one (radio-group.css.ts): a 24 px ring, and when
 * checked a 12 px dot, here the background seen through an inset ring of the surface colour.
 */
export const radio = style(
  inLayer(uiLayer, {
    appearance: 'none',
    margin: 0,
    ...radioRing,
    selectors: {
      '&:hover': { borderColor: vars.color.brandStrong },
      '&:checked': {
        borderColor: vars.color.brandStrong,
        background: vars.color.brandStrong,
        boxShadow: `inset 0 0 0 4px ${vars.color.surfaceRaised}`,
      },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  }),
)
