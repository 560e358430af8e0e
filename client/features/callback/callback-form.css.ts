import { style } from '@vanilla-extract/css'
import { notice } from '../../ui/notice.css.ts'
import { vars } from '../../ui/theme.css.ts'

// The form sits in a 26 rem widget card as well as in full pages: it follows its own width.
export const form = style({ display: 'grid', gap: vars.space['4'], containerType: 'inline-size' })

export const row = style({
  display: 'grid',
  gap: vars.space['4'],
  '@container': { '(min-width: 30rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const failure = style([
  notice.danger,
  { display: 'flex', gap: vars.space['2'], alignItems: 'flex-start', fontWeight: vars.fontWeight.medium },
])

export const failureIcon = style({ flexShrink: 0, width: '1.25rem', height: '1.25rem', marginTop: '0.1rem' })

export const privacy = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

export const confirmation = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
})

export const confirmationIcon = style({ color: vars.color.success, width: '2rem', height: '2rem' })

export const confirmationTitle = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })

/**
 * The bot trap (docs/decisions/0020): out of sight but not display:none, which some bots skip. The
 * markup takes it out of the keyboard order and the accessibility tree (inert, aria-hidden).
 */
export const trap = style({
  position: 'absolute',
  insetInlineStart: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})
