import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const card = style({
  position: 'relative',
  overflow: 'hidden',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  // The image touches the text block, whatever the Card's gap.
  gap: 0,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    // The stretched link carries the focus: show the ring around the whole card.
    '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  background: vars.color.surface,
})

export const imagePlaceholder = style([
  image,
  {
    display: 'grid',
    placeItems: 'center',
    color: vars.color.brandStrong,
    background: vars.color.brandSofter,
  },
])

export const placeholderIcon = style({ width: '3rem', height: '3rem' })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space['3'],
  padding: vars.space['5'],
})

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
})

export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.brandStrong, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
})

export const excerpt = style({ color: vars.color.textMuted, flexGrow: 1 })

export const skeletonBody = style({ display: 'grid', gap: vars.space['3'], padding: vars.space['5'] })

/** Replaces the Skeleton's own height and radius. */
export const skeletonImage = style({ aspectRatio: '1200 / 630', height: 'auto', borderRadius: 0 })

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['12'],
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surface,
  textAlign: 'center',
})

export const stateIcon = style({ width: '2.5rem', height: '2.5rem', color: vars.color.textMuted })

export const stateIconError = style([stateIcon, { color: vars.color.danger }])

export const stateTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })

export const buttonIcon = style({ width: '1.1em', height: '1.1em', flexShrink: 0 })
