import { globalStyle } from '@vanilla-extract/css'
import { media } from './tokens.ts'
import { vars } from './theme.css.ts'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Anchored sections stay clear of the sticky header.
  scrollPaddingTop: '5rem',
})

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
})

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  textWrap: 'balance',
})

globalStyle('p', { margin: 0, textWrap: 'pretty' })

globalStyle('img, svg, canvas', { display: 'block', maxWidth: '100%' })

globalStyle('a', { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' })

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})

globalStyle('::selection', { background: vars.color.brandSoft })

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
