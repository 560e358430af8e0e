import { style } from '@vanilla-extract/css'
import { media } from '../ui/media.ts'
import { vars } from '../ui/theme.css.ts'

export const page = style({
  display: 'grid',
  // minmax(0, …): a wide child (the 300 px code) shrinks instead of widening the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  paddingBlock: vars.space['8'],
})

export const privacy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
  color: vars.color.text,
})

export const privacyIcon = style({ flexShrink: 0, color: vars.color.brandStrong })

/** Both tabs share the width and wrap on phones, so neither label is cut off behind a scroll. */
export const tab = style({
  flex: '1 1 0',
  whiteSpace: 'normal',
  textAlign: 'center',
  '@media': { [media.tablet]: { flex: '0 0 auto' } },
})
