import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { media } from '../../ui/media.ts'
import { vars } from '../../ui/theme.css.ts'

/** Each card enters 150 ms after the previous one: a short stagger the eye follows without waiting. */
const STAGGER_MS = 150
const MAX_STAGGERED = 6

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space['5'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

const enter = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space['6']})` },
  to: { opacity: 1, transform: 'none' },
})

export const card = style({})

/** Waiting for the section to scroll into view: hidden, ready to enter. Never set under reduced motion. */
globalStyle(`${grid}[data-reveal="waiting"] > ${card}`, { opacity: 0 })

globalStyle(`${grid}[data-reveal="entering"] > ${card}`, {
  animation: `${enter} ${vars.motion.duration} ${vars.motion.easing} both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
})

for (let index = 2; index <= MAX_STAGGERED; index += 1) {
  globalStyle(`${grid}[data-reveal="entering"] > ${card}:nth-child(${index})`, {
    animationDelay: `${(index - 1) * STAGGER_MS}ms`,
  })
}

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
})

export const title = style({ fontSize: vars.fontSize.lg })

export const text = style({ color: vars.color.textMuted })
