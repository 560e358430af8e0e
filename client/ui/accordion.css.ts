import { style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

export const faq = style(
  inLayer(uiLayer, {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['6'],
  }),
)

export const list = style(
  inLayer(uiLayer, {
    alignSelf: 'stretch',
    display: 'flex',
    flexDirection: 'column',
    borderTop: `1px solid ${vars.color.border}`,
  }),
)

export const more = style(
  inLayer(uiLayer, {
    display: 'contents',
    selectors: {
      // An author `display` beats the user-agent rule for [hidden].
      '&[hidden]': { display: 'none' },
    },
    // Without JavaScript the toggle cannot run: every question shows, and the toggle does not.
    '@media': { '(scripting: none)': { selectors: { '&[hidden]': { display: 'contents' } } } },
  }),
)

export const moreToggle = style(inLayer(uiLayer, { '@media': { '(scripting: none)': { display: 'none' } } }))

export const item = style(
  inLayer(uiLayer, {
    borderBottom: `1px solid ${vars.color.border}`,
  }),
)

/** The question's row: the whole row is the control, without the browser's triangle. */
export const trigger = style(
  inLayer(uiLayer, {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
    paddingBlock: vars.space['4'],
    paddingInline: vars.space['1'],
    color: vars.color.text,
    cursor: 'pointer',
    listStyle: 'none',
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { color: vars.color.brandStrong },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
        borderRadius: vars.radius.sm,
      },
    },
  }),
)

export const question = style(
  inLayer(uiLayer, {
    margin: 0,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: 'inherit',
  }),
)

export const chevron = style(
  inLayer(uiLayer, {
    flexShrink: 0,
    width: vars.space['5'],
    height: vars.space['5'],
    color: vars.color.brandStrong,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      [`${item}[open] &`]: { transform: 'rotate(180deg)' },
    },
    '@media': {
      [media.reducedMotion]: { transition: 'none' },
    },
  }),
)

export const answer = style(
  inLayer(uiLayer, {
    paddingInline: vars.space['1'],
    paddingBottom: vars.space['5'],
    color: vars.color.textMuted,
    lineHeight: vars.lineHeight.relaxed,
  }),
)
