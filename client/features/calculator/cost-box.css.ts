import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
})

export const boxTone = styleVariants({
  soft: { background: vars.color.brandSoft, color: vars.color.text },
  strong: { background: vars.color.brandStronger, color: vars.color.onBrand },
})

export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold })

export const annual = style({ lineHeight: vars.lineHeight.tight })

export const amount = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const period = style({ fontSize: vars.fontSize.md })

export const monthly = style({ fontSize: vars.fontSize.md, fontVariantNumeric: 'tabular-nums' })

export const note = style({ marginTop: vars.space['1'], fontSize: vars.fontSize.sm, opacity: 0.92 })

export const lines = style({
  display: 'grid',
  gap: vars.space['1'],
  marginTop: vars.space['2'],
  paddingTop: vars.space['2'],
  borderTop: '1px solid currentColor',
  fontSize: vars.fontSize.sm,
})

/** The label wraps in its own column, so the amounts stay aligned on the right whatever their label's length. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'baseline',
  columnGap: vars.space['3'],
})

export const lineValue = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
})
