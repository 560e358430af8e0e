import { Link } from '@tanstack/react-router'
import type { CheapestOfferRow } from '#contract/supplier'
import { formatLongDate, formatAmount, formatCentsPerKwh } from '../../lib/format.ts'
import { Skeleton } from '../../ui/card.tsx'
import { tableScroll } from '../../ui/prose.css.ts'
import * as styles from './cheapest-offers-table.css.ts'

export function CheapestOffersTableSkeleton() {
  return <Skeleton width="full" height="block" />
}

export function CheapestOffersTableFailure() {
  return <p>Le tableau des offres n’a pas pu être chargé. Veuillez réessayer plus tard.</p>
}

/**
 * The editorial table of the cheapest electricity offers (Base, 6 kVA), rows from the API for `day`: each
 * row one offer's figures, marked with its id and check date; a row whose prices are not confirmed as
 * current says so in its own cell, and the caption gives the true range of check dates.
 */
export function CheapestOffersTable({ rows, day }: { rows: readonly CheapestOfferRow[]; day: string }) {
  if (rows.length === 0) return null
  const dates = rows.map((row) => row.pricesCheckedAt).sort()
  const first = dates[0] ?? ''
  const last = dates.at(-1) ?? ''
  const checked = first === last ? `le ${formatLongDate(first)}` : `entre le ${formatLongDate(first)} et le ${formatLongDate(last)}`
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
          <span className={styles.captionText}>
            Offres d’électricité les moins chères, option Base, 6&nbsp;kVA, rangées par coût annuel pour 3&nbsp;500&nbsp;kWh, prix TTC
            relevés {checked}
          </span>
        </caption>
        <thead>
          <tr>
            <th scope="col">Rang</th>
            <th scope="col">Fournisseur</th>
            <th scope="col">Offre</th>
            <th scope="col">Prix du kWh</th>
            <th scope="col">Abonnement mensuel</th>
            <th scope="col">Coût annuel</th>
            <th scope="col">Prix relevés</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const mark = { 'data-offer-id': row.offerId, 'data-checked-at': row.pricesCheckedAt, 'data-day': day }
            return (
              <tr key={row.supplierId} data-offer-id={row.offerId} {...(row.stale ? { 'data-stale-mark': '' } : {})}>
                <td>{row.rank}</td>
                <th scope="row">
                  <Link to="/fournisseurs/$supplierId" params={{ supplierId: row.supplierId }}>
                    {row.supplierName}
                  </Link>
                </th>
                <td>{row.offerName}</td>
                <td className={styles.number} data-price="kwh" {...mark}>
                  {formatCentsPerKwh(row.electricityPriceKwh)}
                </td>
                <td className={styles.number} data-price="subscription" {...mark}>
                  {formatAmount(row.monthlySubscription)}
                </td>
                <td className={styles.number} data-price="yearly" {...mark}>
                  {formatAmount(row.yearlyCost)}
                </td>
                <td>
                  {row.stale
                    ? `Prix non confirmés depuis le ${formatLongDate(row.pricesCheckedAt)}`
                    : `le ${formatLongDate(row.pricesCheckedAt)}`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
