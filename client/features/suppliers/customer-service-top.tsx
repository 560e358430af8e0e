import { Link } from '@tanstack/react-router'
import type { SupplierSummary } from '#contract/supplier'
import { formatNumber } from '../../lib/format.ts'
import { Card, Skeleton } from '../../ui/card.tsx'
import { topForCustomerService } from './customer-service.ts'
import { RatingStars } from '../../ui/rating-stars.tsx'
import * as styles from './customer-service-top.css.ts'

/** The list's place while the catalogue loads (or could not: the supplier list above says so). */
export function CustomerServiceTopSkeleton() {
  return (
    <div className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Card key={i} padding="sm">
          <Skeleton width="half" height="heading" />
          <Skeleton width="threeQuarters" />
        </Card>
      ))}
    </div>
  )
}

/** The three best-rated suppliers (rating, then number of reviews), as a numbered list. */
export function CustomerServiceTop({ suppliers }: { suppliers: readonly SupplierSummary[] }) {
  const top = topForCustomerService(suppliers)
  if (top.length === 0) return null
  return (
    <ol className={styles.list}>
      {top.map((supplier, index) => (
        <Card as="li" key={supplier.id} padding="sm" className={styles.item}>
          <span className={styles.rank} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to="/fournisseurs/$supplierId" params={{ supplierId: supplier.id }} className={styles.link}>
                {supplier.name}
              </Link>
            </h3>
            <p className={styles.rating}>
              <RatingStars rating={supplier.rating} />
              <span>
                {formatNumber(supplier.rating, 1)}/5 · {formatNumber(supplier.reviews)}&nbsp;avis
              </span>
            </p>
          </div>
        </Card>
      ))}
    </ol>
  )
}
