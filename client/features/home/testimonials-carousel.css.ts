import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const root = style({ display: 'grid', gap: vars.space['5'], maxWidth: '48rem', marginInline: 'auto' })

export const slide = style({
  display: 'grid',
  gap: vars.space['4'],
  minHeight: '14rem',
  margin: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
})

export const quote = style({ margin: 0, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed })

export const stars = style({ color: vars.color.rating, letterSpacing: '0.1em' })

export const author = style({ fontWeight: vars.fontWeight.semibold })

export const location = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular })

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
})

export const dots = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', margin: 0, padding: 0, listStyle: 'none' })

/** A 44 px target around a small visible dot. */
export const dot = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  borderRadius: vars.radius.full,
  '::after': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.brandStrong}`,
    background: 'transparent',
  },
  selectors: { '&[aria-current="true"]::after': { background: vars.color.brandStrong } },
})

export const pause = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] })

/** The mobile preview list: other testimonials to pick from; hidden from tablet width up. */
export const previews = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.tablet]: { display: 'none' } },
})

export const preview = style({
  display: 'grid',
  gap: vars.space['1'],
  width: '100%',
  minHeight: '44px',
  padding: vars.space['3'],
  textAlign: 'left',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
})

export const previewText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
})
