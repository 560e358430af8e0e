import { style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

export const heading = style({ margin: 0 })

/** Phones with scripts only; elsewhere the plain title stands (see media.mobileScripted). */
export const toggle = style({
  display: 'none',
  width: '100%',
  minHeight: '2.75rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '@media': { [media.mobileScripted]: { display: 'flex' } },
})

/** The plain heading text, except on phones with scripts, where the toggle stands for it. */
export const desktopTitle = style({ '@media': { [media.mobileScripted]: { display: 'none' } } })

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.brandStrong,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: { '&[data-open="true"]': { transform: 'rotate(180deg)' } },
})

/** Collapsed on phones until opened, always open from tablets on and without scripts. */
export const panel = style({
  marginTop: vars.space['3'],
  '@media': { [media.mobileScripted]: { selectors: { '&[data-open="false"]': { display: 'none' } } } },
})
