import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  whiteSpace: 'nowrap',
})

export const tagIcon = style({ width: '0.875rem', height: '0.875rem', flexShrink: 0 })

/** The full label: shown from tablet up, read by screen readers at every width. */
export const fullLabel = style({
  '@media': {
    [media.mobileOnly]: {
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
    },
  },
})

/** The shortened label: seen on mobile only, hidden from screen readers (they read the full one). */
export const shortLabel = style({
  display: 'none',
  '@media': { [media.mobileOnly]: { display: 'inline' } },
})
