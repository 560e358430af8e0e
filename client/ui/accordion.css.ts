import { keyframes, style } from '@vanilla-extract/css'
import { media } from './tokens.ts'
import { vars } from './theme.css.ts'
import { inLayer } from './in-layer.ts'
import { uiLayer } from './layers.css.ts'

const slideDown = keyframes({
  from: { height: 0 },
  to: { height: 'var(--radix-accordion-content-height)' },
})

const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)' },
  to: { height: 0 },
})

export const root = style(inLayer(uiLayer, {
  display: 'flex',
  flexDirection: 'column',
  borderTop: `1px solid ${vars.color.border}`,
}))

export const item = style(inLayer(uiLayer, {
  borderBottom: `1px solid ${vars.color.border}`,
}))

export const header = style(inLayer(uiLayer, {
  display: 'flex',
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
}))

export const trigger = style(inLayer(uiLayer, {
  all: 'unset',
  boxSizing: 'border-box',
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
  paddingBlock: vars.space['4'],
  paddingInline: vars.space['1'],
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandStrong },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
      borderRadius: vars.radius.sm,
    },
  },
}))

export const chevron = style(inLayer(uiLayer, {
  flexShrink: 0,
  width: vars.space['5'],
  height: vars.space['5'],
  color: vars.color.brandStrong,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' },
  },
}))

export const content = style(inLayer(uiLayer, {
  overflow: 'hidden',
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideDown} ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideUp} ${vars.motion.fast} ${vars.motion.easing}`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      selectors: {
        '&[data-state="open"], &[data-state="closed"]': { animation: 'none' },
      },
    },
  },
}))

export const contentInner = style(inLayer(uiLayer, {
  paddingInline: vars.space['1'],
  paddingBottom: vars.space['5'],
  lineHeight: vars.lineHeight.relaxed,
}))

export const faq = style(inLayer(uiLayer, {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['6'],
}))

export const faqList = style(inLayer(uiLayer, {
  alignSelf: 'stretch',
}))

export const faqMore = style(inLayer(uiLayer, {
  display: 'contents',
  selectors: {
    // An author `display` beats the user-agent rule for [hidden].
    '&[hidden]': { display: 'none' },
  },
}))
