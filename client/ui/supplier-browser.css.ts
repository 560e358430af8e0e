import { style } from '@vanilla-extract/css'
import { media } from './media.ts'
import { vars } from './theme.css.ts'

export const browser = style({ display: 'grid', gap: vars.space['6'] })

export const controls = style({
  display: 'grid',
  gap: vars.space['4'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [media.tablet]: { padding: vars.space['5'] } },
})

export const searchRow = style({ display: 'grid', gap: vars.space['2'] })

export const searchLabel = style({ fontWeight: vars.fontWeight.semibold })

export const searchBox = style({ position: 'relative' })

export const searchIcon = style({
  position: 'absolute',
  left: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

/** Room for the icon, in place of TextInput's own padding. */
export const searchInput = style({ paddingLeft: vars.space['10'] })

/**
 * The filter panel's toggle exists on phones with scripts only; CSS decides, so the prerendered page
 * is right at once.
 */
export const panelToggleBox = style({
  display: 'none',
  justifySelf: 'start',
  '@media': { [media.mobileScripted]: { display: 'block' } },
})

export const toggleIcon = style({ flexShrink: 0 })

export const toggleChevron = style({
  width: '1rem',
  height: '1rem',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
})

/** Collapsed on phones until opened, always open from tablets on (and without scripts). */
export const panel = style({
  '@media': { [media.mobileScripted]: { selectors: { '&[data-open="false"]': { display: 'none' } } } },
})

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] })

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '2.75rem',
  paddingInline: vars.space['4'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.brandStrong, color: vars.color.brandStronger },
    '&[aria-pressed="true"]': {
      background: vars.color.brandStrong,
      borderColor: vars.color.brandStrong,
      color: vars.color.onBrand,
    },
  },
})

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  minHeight: '2.25rem',
})

export const count = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted })

export const grid = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const more = style({ display: 'flex', justifyContent: 'center' })

export const empty = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
})

export const emptyTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text })
