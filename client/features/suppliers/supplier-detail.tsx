import type { Supplier } from '#contract/supplier'
import { formatNumber } from '../../lib/format.ts'
import { ofName } from '../../lib/french-elision.ts'
import { RatingStars } from '../../ui/rating-stars.tsx'
import { SupplierBadges } from '../../ui/supplier-badges.tsx'
import * as styles from './supplier-detail.css.ts'

/** "4,2/5" then the review count, in French. */
export function formatRating(rating: number): string {
  return `${formatNumber(rating, 1)}/5`
}

/** Under the h1 on the green band: stars, review count and badges. */
export function SupplierHeaderMeta({ supplier }: { supplier: Supplier }) {
  return (
    <div className={styles.meta}>
      <p className={styles.ratingPill}>
        <RatingStars rating={supplier.rating} />
        <span className={styles.ratingValue} aria-hidden="true">
          {formatRating(supplier.rating)}
        </span>
        <span className={styles.muted}>({formatNumber(supplier.reviews)}&nbsp;avis)</span>
      </p>
      <SupplierBadges supplier={supplier} />
    </div>
  )
}

/** The supplier's long description from the catalogue, or its short one when it has none. */
export function SupplierPresentation({ supplier }: { supplier: Supplier }) {
  const paragraphs = supplier.longDescription ?? [supplier.description]
  return (
    <section className={styles.section} aria-labelledby="fournisseur-presentation">
      <h2 id="fournisseur-presentation" className={styles.sectionTitle}>
        {`Présentation ${ofName(supplier.name)}`}
      </h2>
      <div className={styles.paragraphs}>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    </section>
  )
}
