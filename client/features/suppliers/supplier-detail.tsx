import type { Supplier } from '#contract/supplier'
import { formatNumber } from '../../lib/format.ts'
import { RatingStars } from './rating-stars.tsx'
import * as styles from './supplier-detail.css.ts'

/** The badges a supplier can carry, in display order, from its boolean flags. */
export const SUPPLIER_BADGES = [
  ['isEconomical', 'Économique'],
  ['isGreen', 'Énergie verte'],
  ['isFlexible', 'Flexible'],
  ['isNew', 'Nouveau'],
] as const

export function supplierBadges(supplier: Supplier) {
  return SUPPLIER_BADGES.filter(([key]) => supplier[key])
}

/** "4,2/5" then the review count, in French. */
export function formatRating(rating: number): string {
  return `${formatNumber(rating, 1)}/5`
}

/** Under the h1 on the green band: stars, review count and badges. */
export function SupplierHeaderMeta({ supplier }: { supplier: Supplier }) {
  const badges = supplierBadges(supplier)
  return (
    <div className={styles.meta}>
      <p className={styles.ratingPill}>
        <RatingStars rating={supplier.rating} />
        <span className={styles.ratingValue} aria-hidden="true">
          {formatRating(supplier.rating)}
        </span>
        <span className={styles.muted}>({formatNumber(supplier.reviews)}&nbsp;avis)</span>
      </p>
      {badges.length > 0 ? (
        <ul className={styles.badges} aria-label="Points forts">
          {badges.map(([key, label]) => (
            <li key={key} className={styles.badge[key]}>
              {label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** The supplier's long description from the catalogue, or its short one when it has none. */
export function SupplierPresentation({ supplier }: { supplier: Supplier }) {
  const paragraphs = supplier.longDescription ?? [supplier.description]
  return (
    <section className={styles.section} aria-labelledby="fournisseur-presentation">
      <h2 id="fournisseur-presentation" className={styles.sectionTitle}>
        Présentation de {supplier.name}
      </h2>
      <div className={styles.paragraphs}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </section>
  )
}
