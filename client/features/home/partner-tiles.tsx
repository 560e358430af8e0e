import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../ui/card.tsx'
import * as styles from './partner-tiles.css.ts'

/** Spec §9: the home page shows the first 6 suppliers as tiles. */
export const PARTNER_TILES = 6

export type PartnerTile = { id: number; name: string }

/** The first suppliers of the catalogue as tiles linking to their page; 6 placeholders while loading. */
export function PartnerTiles({ suppliers, loading }: { suppliers: readonly PartnerTile[] | undefined; loading: boolean }) {
  if (!suppliers) {
    return loading ? (
      <ul className={styles.grid} aria-busy="true" aria-label="Chargement des fournisseurs">
        {Array.from({ length: PARTNER_TILES }, (_, key) => (
          <li key={key} aria-hidden="true">
            <Skeleton height="block" className={styles.skeletonTile} />
          </li>
        ))}
      </ul>
    ) : null
  }
  return (
    <ul className={styles.grid}>
      {suppliers.slice(0, PARTNER_TILES).map((supplier) => (
        <li key={supplier.id}>
          <Link to="/fournisseurs/$supplierId" params={{ supplierId: supplier.id }} className={styles.tile}>
            <span className={styles.monogram} aria-hidden="true">
              {supplier.name.charAt(0)}
            </span>
            {supplier.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** "{n} fournisseurs comparés", computed from the catalogue, never typed, so it cannot go stale. */
export function comparedSuppliersLabel(count: number): string {
  return count === 1 ? '1 fournisseur comparé' : `${count} fournisseurs comparés`
}
