import type { SupplierSummary } from '#contract/supplier'
import * as styles from './supplier-badges.css.ts'

/** The badges a supplier can carry, in display order, from its boolean flags. */
const SUPPLIER_BADGES = [
  ['isEconomical', 'Économique'],
  ['isGreen', 'Énergie verte'],
  ['isFlexible', 'Flexible'],
  ['isNew', 'Nouveau'],
] as const

/** The supplier's badges as a list named « Points forts », or nothing when it has none. */
export function SupplierBadges({ supplier }: { supplier: SupplierSummary }) {
  const badges = SUPPLIER_BADGES.filter(([key]) => supplier[key])
  if (badges.length === 0) return null
  return (
    <ul className={styles.badges} aria-label="Points forts">
      {badges.map(([key, label]) => (
        <li key={key} className={styles.badge[key]}>
          {label}
        </li>
      ))}
    </ul>
  )
}
