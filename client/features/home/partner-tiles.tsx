import { Link } from '@tanstack/react-router'
import { Skeleton } from '../../ui/card.tsx'
import * as styles from './partner-tiles.css.ts'

/** The home page shows the first 6 suppliers as tiles: a sample of the catalogue, the full list is one link away. */
export const PARTNER_TILES = 6

export type PartnerTile = { id: number; name: string }

/** The tiles' place while the catalogue loads: 6 placeholders. */
export function PartnerTilesSkeleton() {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Chargement des fournisseurs">
      {Array.from({ length: PARTNER_TILES }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never move.
        <li key={key} aria-hidden="true">
          <Skeleton height="block" className={styles.skeletonTile} />
        </li>
      ))}
    </ul>
  )
}

/** The first suppliers of the catalogue as tiles linking to their page. */
export function PartnerTiles({ suppliers }: { suppliers: readonly PartnerTile[] }) {
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

/** "{n} fournisseurs comparés", counted in the catalogue: a figure written by hand would drift from it. */
export function comparedSuppliersLabel(count: number): string {
  return count === 1 ? '1 fournisseur comparé' : `${count} fournisseurs comparés`
}
