// First import: names the cascade layers in their order before any other stylesheet can name a layer.
import { resetLayer } from './layers.css.ts'
import { globalStyle } from '@vanilla-extract/css'
import { inLayer } from './in-layer.ts'
import { vars } from './theme.css.ts'
import { media } from './media.ts'

globalStyle('*, *::before, *::after', inLayer(resetLayer, { boxSizing: 'border-box' }))

globalStyle(
  'html',
  inLayer(resetLayer, {
    WebkitTextSizeAdjust: '100%',
    textSizeAdjust: '100%',
    // Whatever the browser or the router scrolls into view (a URL's hash, a focused field) lands clear of
    // the sticky header. The one clearance for every target: a scroll-margin on a target adds to it.
    scrollPaddingTop: `calc(${vars.size.headerHeight} + ${vars.space['4']})`,
  }),
)

globalStyle(
  'body',
  inLayer(resetLayer, {
    margin: 0,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    background: vars.color.background,
    WebkitFontSmoothing: 'antialiased',
  }),
)

globalStyle(
  'h1, h2, h3, h4',
  inLayer(resetLayer, {
    fontFamily: vars.font.heading,
    lineHeight: vars.lineHeight.tight,
    margin: 0,
    textWrap: 'balance',
  }),
)

globalStyle('p', inLayer(resetLayer, { margin: 0, textWrap: 'pretty' }))

globalStyle('img, svg, canvas', inLayer(resetLayer, { display: 'block', maxWidth: '100%' }))

globalStyle('a', inLayer(resetLayer, { color: vars.color.brandStrong, textUnderlineOffset: '0.15em' }))

globalStyle('button, input, select, textarea', inLayer(resetLayer, { font: 'inherit', color: 'inherit' }))

globalStyle(
  ':focus-visible',
  inLayer(resetLayer, {
    outline: `3px solid ${vars.color.focus}`,
    outlineOffset: '2px',
  }),
)

globalStyle('::selection', inLayer(resetLayer, { background: vars.color.brandSoft }))

globalStyle(
  '*, *::before, *::after',
  inLayer(resetLayer, {
    '@media': {
      [media.reducedMotion]: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
      },
    },
  }),
)
