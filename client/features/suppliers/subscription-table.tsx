import type { SubscriptionTable as Rows } from '#contract/common'
import { formatEuros } from '../../lib/format.ts'
import * as styles from './supplier-detail-table.css.ts'

/** Monthly subscription (€ TTC) by meter power: one row per kVA, named by its caption. */
export function SubscriptionTable({ rows, caption }: { rows: Rows; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.headCell}>
            Puissance du compteur
          </th>
          <th scope="col" className={styles.numericHead}>
            Abonnement mensuel TTC
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.kva}>
            <th scope="row" className={styles.rowHead}>
              {row.kva}&nbsp;kVA
            </th>
            <td className={styles.cell}>{formatEuros(row.monthlyPrice)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
