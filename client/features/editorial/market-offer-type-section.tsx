import type { SupplierSummary } from '#contract/supplier'
import { marketOffersPage as copy } from './market-offers-copy.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import { Container, Section } from '../../ui/container.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { marketOfferRows, type MarketTable } from './market-offer-rows.ts'
import { MarketOffersTable, MarketOffersTableFailure, MarketOffersTableSkeleton } from './market-offers-table.tsx'
import { ProsCons } from '../../ui/pros-cons.tsx'

/**
 * One kind of market offer (fixed, variable, dynamic): what it is, its pros and cons, and the catalogue's
 * offers of that kind, whose table shows its skeleton rows, or its failure, while the catalogue loads.
 */
export function MarketOfferTypeSection({
  table,
  tone,
  catalogue,
  subscriptionOf,
}: {
  table: MarketTable
  tone: 'surface' | 'default'
  catalogue: ListSlot<SupplierSummary>
  subscriptionOf: (supplier: SupplierSummary) => number | undefined
}) {
  const section = copy.sections[table]
  const headingId = `${section.id}-titre`
  return (
    <Section id={section.id} tone={tone} aria-labelledby={headingId}>
      <Container>
        <h2 id={headingId} className={page.sectionTitle}>
          {section.title}
        </h2>
        <div className={page.text}>
          {section.text.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ProsCons pros={section.pros} cons={section.cons} />
        <QueryBoundary
          pending={
            <MarketOffersTableSkeleton
              caption={section.caption}
              evolutionLabels={copy.evolutionLabels}
              emptyMessage={section.empty}
              basis={copy.tablesBasis}
            />
          }
          failure={(retry) => <MarketOffersTableFailure onRetry={retry} />}
        >
          {catalogue((suppliers) => (
            <MarketOffersTable
              caption={section.caption}
              evolutionLabels={copy.evolutionLabels}
              rows={marketOfferRows(suppliers, table, subscriptionOf)}
              emptyMessage={section.empty}
              basis={copy.tablesBasis}
            />
          ))}
        </QueryBoundary>
      </Container>
    </Section>
  )
}
