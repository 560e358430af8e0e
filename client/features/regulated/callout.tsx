import type { ReactNode } from 'react'
import { Info, TriangleAlert } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import * as styles from './callout.css.ts'
import { cx } from '../../ui/cx.ts'

export type CalloutProps = {
  tone?: 'info' | 'warning'
  title?: string
  children: ReactNode
}

/** A highlighted note inside the text (a rule, a warning). */
export function Callout({ tone = 'info', title, children }: CalloutProps) {
  return (
    <div className={cx(styles.callout, styles.calloutTone[tone])}>
      <Icon icon={tone === 'warning' ? TriangleAlert : Info} size="lg" className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children}
      </div>
    </div>
  )
}
