import type { LucideIcon } from 'lucide-react'
import { cx } from './cx.ts'
import * as styles from './icon.css.ts'

export type IconSize = keyof typeof styles.size

export type IconProps = {
  icon: LucideIcon
  size: IconSize
  className?: string
  /** Names the icon for screen readers; without it the icon is decoration, hidden from them. */
  label?: string
}

/** A lucide-react icon at one of the design system's sizes (tokens.ts `iconSize`). */
export function Icon({ icon: Glyph, size, className, label }: IconProps) {
  const classes = cx(styles.size[size], className)
  return label ? (
    <Glyph role="img" aria-label={label} focusable="false" className={classes} />
  ) : (
    <Glyph aria-hidden="true" focusable="false" className={classes} />
  )
}
