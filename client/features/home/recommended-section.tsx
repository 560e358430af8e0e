import type { ReactNode } from 'react'
import { Container, Section } from '../../ui/container.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import type { ListSlot } from '../../lib/list-slot.ts'
import * as styles from './home-page.css.ts'

/** Skeleton cards while the recommended suppliers load: as many as a row shows. */
const SKELETON_KEYS = ['skeleton-1', 'skeleton-2', 'skeleton-3']

function RecommendedFrame({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="recommandes-titre" tone="surface">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="recommandes-titre" className={styles.sectionTitle}>
            Nos fournisseurs recommandés
          </h2>
          <p className={styles.lead}>Une sélection d’offres bien notées, au prix du kWh compétitif.</p>
        </div>
        {children}
      </Container>
    </Section>
  )
}

/** Recommended suppliers: skeletons while they load; the whole section steps aside if they fail. */
export function RecommendedSection<Supplier extends { id: number }>({
  recommendedSuppliers,
  renderCard,
  cardSkeleton,
}: {
  recommendedSuppliers: ListSlot<Supplier>
  renderCard: (supplier: Supplier) => ReactNode
  cardSkeleton: ReactNode
}) {
  return (
    <QueryBoundary
      pending={
        <RecommendedFrame>
          <ul className={styles.supplierGrid} aria-busy="true" aria-label="Chargement des fournisseurs recommandés">
            {SKELETON_KEYS.map((key) => (
              <li key={key}>{cardSkeleton}</li>
            ))}
          </ul>
        </RecommendedFrame>
      }
      failure={() => null}
    >
      {recommendedSuppliers((suppliers) => (
        <RecommendedFrame>
          <ul className={styles.supplierGrid}>
            {suppliers.map((supplier) => (
              <li key={supplier.id}>{renderCard(supplier)}</li>
            ))}
          </ul>
        </RecommendedFrame>
      ))}
    </QueryBoundary>
  )
}
