import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'
import { radioRing } from './radio-ring.ts'

export const root = style(
  inLayer(uiLayer, {
    display: 'flex',
    gap: vars.space['2'],
  }),
)

export const rootOrientation = styleVariants({
  vertical: inLayer(uiLayer, { flexDirection: 'column' }),
  horizontal: inLayer(uiLayer, { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space['6'] }),
})

export const item = style(
  inLayer(uiLayer, {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    // 44 px touch target for the row.
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    selectors: {
      // Radix may render a hidden form input after the radio, so no sibling selector here.
      '&:has([data-disabled])': { color: vars.color.textMuted },
    },
  }),
)

export const radio = style(
  inLayer(uiLayer, {
    all: 'unset',
    ...radioRing,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.brandStrong },
      '&[data-state="checked"]': { borderColor: vars.color.brandStrong },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      // `all: unset` removes the outline: restore the global focus ring.
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  }),
)

export const indicator = style(
  inLayer(uiLayer, {
    display: 'block',
    width: vars.space['3'],
    height: vars.space['3'],
    borderRadius: vars.radius.full,
    background: vars.color.brandStrong,
  }),
)

export const label = style(
  inLayer(uiLayer, {
    cursor: 'pointer',
    lineHeight: vars.lineHeight.snug,
    selectors: {
      [`${item}:has([data-disabled]) &`]: { cursor: 'not-allowed' },
    },
  }),
)

export const labelText = style(
  inLayer(uiLayer, {
    display: 'block',
  }),
)

export const description = style(
  inLayer(uiLayer, {
    display: 'block',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  }),
)
