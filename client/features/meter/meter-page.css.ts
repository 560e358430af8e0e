import { style } from '@vanilla-extract/css'
import { vars } from '../../ui/theme.css.ts'

export const page = style({
  display: 'grid',
  // minmax(0, …): a wide table scrolls inside its box instead of widening the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['8'],
})

export const privacy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.brandSofter,
})

export const privacyIcon = style({ flexShrink: 0, color: vars.color.brandStrong })

/** Always in the page, empty when idle, so a screen reader hears the progress as it changes. */
export const status = style({ selectors: { '&:empty': { display: 'none' } } })

export const progress = style({ display: 'grid', gap: vars.space['2'] })

export const progressBar = style({ width: '100%', height: vars.space['3'], accentColor: vars.color.brandStrong })

export const error = style({ display: 'grid', gap: vars.space['1'] })
export const errorTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold })
export const errorText = style({ margin: 0 })

export const storage = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})
export const storageTitle = style({ margin: 0, fontSize: vars.fontSize.xl })
export const storageText = style({ margin: 0 })
export const storageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] })

/** The « Couleur Tempo » block, boxed like « Mes données ». */
export const tempoPanel = style([storage])
