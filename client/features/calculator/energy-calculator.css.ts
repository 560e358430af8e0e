import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/**
 * One column on mobile, without the card's frame (its panels carry their own, and 390 px has no width to
 * spare); on desktop the household sits beside the energy tabs, the total below both.
 */
export const card = style({
  display: 'grid',
  gap: vars.space['8'],
  '@media': {
    [media.tablet]: {
      gap: vars.space['6'],
      padding: vars.space['6'],
      borderRadius: vars.radius.xl,
      border: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      background: vars.color.surfaceRaised,
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)',
      alignItems: 'start',
      gap: vars.space['8'],
      padding: vars.space['8'],
    },
  },
})

export const energies = style({ minWidth: 0 })

export const tabList = style({ width: '100%' })

export const tabTrigger = style({ flex: '1 1 0', '@media': { [media.tablet]: { flex: '0 0 auto' } } })

export const summary = style({
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      gridColumn: '1 / -1',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'center',
      columnGap: vars.space['8'],
    },
  },
})

export const summaryTitle = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
})

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
  },
})

export const meterLink = style({ margin: 0, marginTop: vars.space['4'] })
