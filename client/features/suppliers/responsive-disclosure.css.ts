import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const heading = style({ margin: 0 })

export const toggle = style({
  display: 'flex',
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
})

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

export const panel = style({ marginTop: vars.space['3'] })
