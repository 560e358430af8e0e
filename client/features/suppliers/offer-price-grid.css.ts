import { globalStyle, style } from '@vanilla-extract/css'
import { captionInset, wrapper } from '../../ui/data-table.css.ts'
import { vars } from '../../ui/theme.css.ts'

export const block = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 })

export const line = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

/**
 * Source titles name files and commits (« MyElectricalData/myelectricaldata_new@2500702d… »): one word
 * wider than a phone, which must break anywhere rather than widen the page.
 */
export const source = style([line, { overflowWrap: 'anywhere' }])

// Its own line under the date, tinted: a phone wraps a pill that shares the date's line into a blob.
export const stale = style({
  display: 'block',
  width: 'fit-content',
  marginTop: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.sm,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  fontWeight: vars.fontWeight.semibold,
})

export const unpriced = style([line, { color: vars.color.text }])

export const disclosure = style({ marginTop: vars.space['2'], minWidth: 0 })

export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '44px',
  cursor: 'pointer',
  color: vars.color.brandStronger,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})

export const chevron = style({ transition: 'transform 150ms', flexShrink: 0 })
globalStyle(`details[open] > ${summary} ${chevron}`, { transform: 'rotate(180deg)' })

// Inside a disclosure the shared table sits under the summary, where a page's flow gives it its own
// outer margin: this rule names the table's wrapper with this class, so it applies over the wrapper's
// rule whichever stylesheet comes first. Its caption fits the offer's box on a phone before the app
// measures it: the page's side padding, the box's own and its borders.
export const table = style({
  selectors: {
    [`${wrapper}&`]: {
      marginBlock: `${vars.space['1']} 0`,
      vars: { [captionInset]: `calc(2 * ${vars.space['4']} + 2 * ${vars.space['3']} + 2px)` },
    },
  },
})

export const note = style({ overflowWrap: 'anywhere' })
