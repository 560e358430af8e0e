import { Link } from '@tanstack/react-router'
import type { CheapestOfferRow } from '#contract/supplier'
import { formatMonthYear } from '../../lib/format.ts'
import { Skeleton } from '../../ui/card.tsx'
import { tableScroll } from '../../ui/prose.css.ts'
import { formatAmount, formatCentsPerKwh } from '../../lib/supplier-display.ts'
import * as styles from './cheapest-offers-table.css.ts'

export function CheapestOffersTableSkeleton() {
  return <Skeleton width="full" height="block" />
}

export function CheapestOffersTableFailure() {
  return <p>Le tableau des offres n’a pas pu être chargé. Veuillez réessayer plus tard.</p>
}

/** The editorial table of the cheapest electricity offers (Base, 6 kVA), rows from the API. */
export function CheapestOffersTable({ rows }: { rows: readonly CheapestOfferRow[] }) {
  if (rows.length === 0) return null
  const checkedAt =
    rows
      .map((row) => row.pricesCheckedAt)
      .sort()
      .at(-1) ??
    rows[0]?.pricesCheckedAt ??
    ''
  return (
    // biome-ignore lint/a11y/useSemanticElements: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change.
    <div
      className={tableScroll}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll a wide table by focusing it (WCAG 2.1.1); a <section> would add nothing but an element change.
      tabIndex={0}
      role="region"
      aria-label="Tableau des offres d’électricité les moins chères"
    >
      <table className={styles.table}>
        <caption className={styles.caption}>
          Offres d’électricité les moins chères, option Base, 6&nbsp;kVA, prix TTC relevés en {formatMonthYear(checkedAt)}
        </caption>
        <thead>
          <tr>
            <th scope="col">Rang</th>
            <th scope="col">Fournisseur</th>
            <th scope="col">Offre</th>
            <th scope="col">Prix du kWh</th>
            <th scope="col">Abonnement mensuel</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.supplierId}>
              <td>{row.rank}</td>
              <th scope="row">
                <Link to="/fournisseurs/$supplierId" params={{ supplierId: row.supplierId }}>
                  {row.supplierName}
                </Link>
              </th>
              <td>{row.offerName}</td>
              <td className={styles.number}>{formatCentsPerKwh(row.electricityPriceKwh)}</td>
              <td className={styles.number}>{formatAmount(row.monthlySubscription)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
