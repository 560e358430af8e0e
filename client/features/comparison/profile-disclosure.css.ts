import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'
import { srOnly as hidden } from '../../ui/visually-hidden.css.ts'

/**
 * From tablets on, the panel shows whether the disclosure is open or not, and the line is not shown: the
 * prerendered page is closed for every width (it cannot know it), and the app opens it only once live.
 * Only where the browser lets CSS show a closed disclosure's content (`::details-content`); elsewhere
 * the line stays, with its « Modifier », until the app opens the panel.
 */
const SHOWS_CLOSED_CONTENT = 'selector(::details-content)'

export const disclosure = style({
  minWidth: 0,
  '@supports': {
    [SHOWS_CLOSED_CONTENT]: {
      '@media': { [media.tablet]: { selectors: { '&::details-content': { contentVisibility: 'visible' } } } },
    },
  },
})

/** The one line: the whole row is the control, without the browser's triangle. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: '2.75rem',
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.brandSoft}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@supports': { [SHOWS_CLOSED_CONTENT]: { '@media': { [media.tablet]: { display: 'none' } } } },
})

export const profile = style({ flex: 1, minWidth: 0, fontWeight: vars.fontWeight.semibold })

export const srOnly = hidden

/** The line's action, in the brand's colour; the whole line is the control. */
export const modify = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  selectors: { [`${summary}:hover &`]: { textDecoration: 'underline' } },
})

export const chevron = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${disclosure}[open] &`]: { transform: 'rotate(180deg)' } },
})

export const panel = style({
  marginTop: vars.space['3'],
  '@supports': { [SHOWS_CLOSED_CONTENT]: { '@media': { [media.tablet]: { marginTop: 0 } } } },
})
