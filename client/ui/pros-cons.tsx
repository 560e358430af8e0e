import { CircleCheck, CircleMinus } from 'lucide'
import { Icon } from './icon.tsx'
import * as styles from './pros-cons.css.ts'
import { cx } from './cx.ts'

export type ProsConsProps = {
  pros: readonly string[]
  cons: readonly string[]
  /** Heading level of "Avantages" and "Inconvénients", under the section's own heading. */
  headingLevel?: 'h3' | 'h4'
}

/** Two lists side by side from tablet width: advantages and drawbacks. */
export function ProsCons({ pros, cons, headingLevel: Heading = 'h3' }: ProsConsProps) {
  return (
    <div className={styles.grid}>
      <div className={cx(styles.column, styles.columnTone.pro)}>
        <Heading className={styles.heading}>Avantages</Heading>
        <ul className={styles.list}>
          {pros.map((text) => (
            <li key={text} className={styles.item}>
              <Icon icon={CircleCheck} size="lg" className={cx(styles.icon, styles.iconTone.pro)} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={cx(styles.column, styles.columnTone.con)}>
        <Heading className={styles.heading}>Inconvénients</Heading>
        <ul className={styles.list}>
          {cons.map((text) => (
            <li key={text} className={styles.item}>
              <Icon icon={CircleMinus} size="lg" className={cx(styles.icon, styles.iconTone.con)} />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
