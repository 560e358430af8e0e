import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const zone = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['8'],
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  selectors: {
    '&[data-over]': { borderColor: vars.color.brandStrong, background: vars.color.brandSoft },
  },
})

export const icon = style({ color: vars.color.brandStrong })

export const lead = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg, margin: 0 })

export const or = style({ margin: 0, color: vars.color.textMuted })

/** Off screen but focusable: its label is what the visitor sees, and its focus shows on the label. */
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
})

export const pick = style([
  { cursor: 'pointer' },
  {
    selectors: {
      [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      [`${input}:disabled + &`]: { opacity: 0.6, cursor: 'progress' },
    },
  },
])

export const hint = style({ margin: 0, maxWidth: '40rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm })
