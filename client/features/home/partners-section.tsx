import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { homeSectionIds } from './home-copy.ts'
import { buttonLinkClass } from '../../ui/button.tsx'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'
import { comparedSuppliersLabel, PartnerTiles, PartnerTilesSkeleton, type PartnerTile } from './partner-tiles.tsx'
import * as styles from './home-page.css.ts'

/** The tiles and, under them, how many suppliers are compared and the link to all of them. */
function Partners({ tiles, count }: { tiles: ReactNode; count?: number }) {
  return (
    <>
      {tiles}
      <div className={styles.actions}>
        {count === undefined ? null : <p className={styles.muted}>{comparedSuppliersLabel(count)}</p>}
        <Link to="/electricite" className={buttonLinkClass({ tone: 'secondary' })}>
          Voir tous les fournisseurs
        </Link>
      </div>
    </>
  )
}

export function PartnersSection({ listedSuppliers }: { listedSuppliers: ListSlot<PartnerTile> }) {
  return (
    <AnchoredSection
      id={homeSectionIds.partners}
      title="Les fournisseurs que nous comparons"
      lead="Fournisseurs historiques et nouveaux acteurs : leurs offres sont comparées sur les mêmes critères."
      tone="surface"
    >
      <QueryBoundary
        pending={<Partners tiles={<PartnerTilesSkeleton />} />}
        failure={(retry) => (
          <Partners tiles={<LoadFailure message="La liste des fournisseurs n’a pas pu être chargée." onRetry={retry} />} />
        )}
      >
        {listedSuppliers((suppliers) => (
          <Partners tiles={<PartnerTiles suppliers={suppliers} />} count={suppliers.length} />
        ))}
      </QueryBoundary>
    </AnchoredSection>
  )
}
