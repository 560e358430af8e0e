import type { HTMLAttributes } from 'react'
import { cx } from './cx.ts'
import * as styles from './card.css.ts'

export type CardProps = HTMLAttributes<HTMLElement> &
  styles.CardVariants & {
    /** Element to render; `article` for a self-contained item, `li` inside a list. Default div. */
    as?: 'div' | 'article' | 'section' | 'li'
  }

/** A raised surface with border, large radius and a small shadow. */
export function Card({ as: Element = 'div', padding = 'md', className, ...props }: CardProps) {
  return <Element className={cx(styles.card, styles.cardPadding[padding], className)} {...props} />
}

export type SkeletonProps = Omit<HTMLAttributes<HTMLSpanElement>, 'children'> & styles.SkeletonVariants

/**
 * A shimmering placeholder while content loads; hidden from assistive technology, so announce loading
 * elsewhere (e.g. `aria-busy` on the region or a VisuallyHidden "Chargement…").
 */
export function Skeleton({ width = 'full', height = 'text', circle = false, className, ...props }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        styles.skeleton,
        styles.skeletonWidth[width],
        styles.skeletonHeight[height],
        styles.skeletonCircle[`${circle}`],
        className,
      )}
      {...props}
    />
  )
}
