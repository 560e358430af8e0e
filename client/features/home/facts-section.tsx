import type { ReactNode } from 'react'
import type { IconNode } from 'lucide'
import { Icon } from '../../ui/icon.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { AnchoredSection } from './anchored-section.tsx'
import { catalogueCounts, type CountableSupplier } from './catalogue-counts.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import * as styles from './home-page.css.ts'

/**
 * A home section of facts beside one figure computed from the catalogue and a link to the page that
 * goes further. The figure shows once the catalogue has loaded; nothing before, or if it failed.
 */
export function FactsSection({
  id,
  title,
  lead,
  tone,
  facts,
  icon,
  highlight,
  listedSuppliers,
  action,
}: {
  id: string
  title: string
  lead: string
  tone?: 'default' | 'surface' | 'brandSoft'
  facts: readonly string[]
  icon: IconNode
  highlight: (counts: ReturnType<typeof catalogueCounts>) => string
  listedSuppliers: ListSlot<CountableSupplier>
  action: ReactNode
}) {
  return (
    <AnchoredSection id={id} title={title} lead={lead} tone={tone}>
      <div className={styles.twoColumns}>
        <ul className={styles.factList}>
          {facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              <Icon icon={icon} size="lg" className={styles.factIcon} />
              {fact}
            </li>
          ))}
        </ul>
        <div>
          <QueryBoundary pending={null} failure={() => null}>
            {listedSuppliers((suppliers) => (
              <p className={styles.highlight}>{highlight(catalogueCounts(suppliers))}</p>
            ))}
          </QueryBoundary>
          <div className={styles.actions}>{action}</div>
        </div>
      </div>
    </AnchoredSection>
  )
}
