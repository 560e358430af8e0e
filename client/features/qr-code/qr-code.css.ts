import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { notice } from '../../ui/notice.css.ts'
import { vars } from '../../ui/theme.css.ts'

const panel = {
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
} as const

export const panelTitle = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight })

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const buttonIcon = style({ flexShrink: 0, width: '1.1em', height: '1.1em' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

/** White mat around the code, so it reads as an object to print even on the page's tinted areas. */
export const previewFrame = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  placeItems: 'center',
  minWidth: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})

export const officialLayout = style({
  ...panel,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'center',
  '@media': {
    ...panel['@media'],
    [media.tablet]: { ...panel['@media'][media.tablet], gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space['8'] },
  },
})

export const officialText = style({ display: 'grid', gap: vars.space['4'], justifyItems: 'start', minWidth: 0 })

export const customLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 35rem)' },
  },
})

export const settings = style({ ...panel, display: 'grid', gap: vars.space['5'], minWidth: 0 })

export const previewPanel = style({
  ...panel,
  display: 'grid',
  gap: vars.space['4'],
  minWidth: 0,
  '@media': {
    ...panel['@media'],
    [media.desktop]: { position: 'sticky', top: `calc(${vars.size.headerHeight} + ${vars.space['4']})` },
  },
})

export const previewEmpty = style({
  minHeight: '8rem',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: vars.space['4'],
  color: vars.color.textMuted,
})

export const warningSlot = style({ selectors: { '&:empty': { display: 'none' } } })

export const warning = style([
  notice.warning,
  { display: 'flex', gap: vars.space['2'], alignItems: 'flex-start', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium },
])

export const warningIcon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' })

export const colorRow = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
})

export const colorControl = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] })

export const colorInput = style({
  // 44 px touch target.
  width: `calc(${vars.space['12']} + ${vars.space['4']})`,
  height: `calc(${vars.space['10']} + ${vars.space['1']})`,
  padding: vars.space['1'],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
})

export const colorCode = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
})

export const sliderField = style({ display: 'grid', gap: vars.space['1'] })

export const sliderHeader = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space['3'] })

export const sliderValue = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted })

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: `calc(${vars.space['10']} + ${vars.space['1']})`,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
})

export const checkbox = style({
  width: vars.space['5'],
  height: vars.space['5'],
  flexShrink: 0,
  accentColor: vars.color.brandStrong,
  cursor: 'pointer',
})
