import { useId } from 'react'
import { formatEuros } from '../../lib/format.ts'
import { cx } from '../../ui/cx.ts'
import type { Cost } from './costs.ts'
import * as styles from './cost-box.css.ts'

export type CostBoxProps = {
  title: string
  cost: Cost
  tone?: 'soft' | 'strong'
  /** Small print under the amounts. */
  note?: string
  className?: string
}

/** Annual and monthly cost, 2 decimals in euros; a named group so it reads as one result. */
export function CostBox({ title, cost, tone = 'soft', note, className }: CostBoxProps) {
  const titleId = useId()
  return (
    <div role="group" aria-labelledby={titleId} className={cx(styles.box({ tone }), className)}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <p className={styles.annual}>
        <span className={styles.amount}>{formatEuros(cost.annual)}</span> <span className={styles.period}>par an</span>
      </p>
      <p className={styles.monthly}>soit {formatEuros(cost.monthly)} par mois</p>
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}
