import { useId } from 'react'
import { formatEuros } from '../../lib/format.ts'
import { cx } from '../../ui/cx.ts'
import * as styles from './cost-box.css.ts'

/** One part of a cost: what it is and its amount as shown (« non communiqué » when unknown). */
export type CostLine = { label: string; value: string }

export type CostBoxProps = {
  title: string
  cost: { annual: number; monthly: number }
  /** The parts the yearly amount is the sum of. */
  lines?: readonly CostLine[]
  tone?: 'soft' | 'strong'
  /** Small print under the amounts. */
  note?: string
  className?: string
}

/** Annual and monthly cost, 2 decimals in euros, and its parts; a named group so it reads as one result. */
export function CostBox({ title, cost, lines, tone = 'soft', note, className }: CostBoxProps) {
  const titleId = useId()
  return (
    // biome-ignore lint/a11y/useSemanticElements: one result read as a named group; it is no set of form controls, which a fieldset is.
    <div role="group" aria-labelledby={titleId} className={cx(styles.box, styles.boxTone[tone], className)}>
      <p id={titleId} className={styles.title}>
        {title}
      </p>
      <p className={styles.annual}>
        <span className={styles.amount}>{formatEuros(cost.annual)}</span> <span className={styles.period}>par an</span>
      </p>
      <p className={styles.monthly}>soit {formatEuros(cost.monthly)} par mois</p>
      {lines && lines.length > 0 ? (
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{line.label}</dt>
              <dd className={styles.lineValue}>{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
    </div>
  )
}
