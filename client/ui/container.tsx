import type { ComponentProps } from 'react'
import { cx } from './cx.ts'
import * as styles from './container.css.ts'

export type ContainerProps = ComponentProps<'div'>

/** Centres content at the site's maximum width, with 1 rem side padding on mobile and 1.5 rem from tablet. */
export function Container({ className, ...props }: ContainerProps) {
  return <div className={cx(styles.container, className)} {...props} />
}

export type SectionProps = ComponentProps<'section'> & {
  /** Full-bleed background. Default none. */
  tone?: 'default' | 'surface' | 'brandSoft'
  /** Vertical padding. Default normal. */
  spacing?: 'normal' | 'compact'
}

/**
 * A page section with vertical rhythm and an optional background; put a Container inside. Pass
 * `aria-labelledby` with the id of its heading so it is a named region.
 */
export function Section({ tone = 'default', spacing = 'normal', className, ...props }: SectionProps) {
  return <section className={cx(styles.section, styles.sectionTone[tone], styles.sectionSpacing[spacing], className)} {...props} />
}
