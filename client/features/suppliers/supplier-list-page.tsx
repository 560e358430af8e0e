import { site } from '../../config/site.ts'
import { listPages } from '../../content/page-names.ts'
import { cheapestOffersCopy, customerServiceCopy } from '../../content/suppliers-page.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { useVisitorDayAnswer, useVisitorDayQuery } from '../../lib/use-visitor-day-query.ts'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { cheapestElectricityOffersQuery, suppliersQuery } from './api.ts'
import { CheapestOffersTable, CheapestOffersTableFailure, CheapestOffersTableSkeleton } from './cheapest-offers-table.tsx'
import { CustomerServiceTop, CustomerServiceTopSkeleton } from './customer-service-top.tsx'
import { INITIAL_SUPPLIERS } from '../../lib/supplier-search.ts'
import { SupplierBrowser, type SupplierBrowserProps } from '../../ui/supplier-browser.tsx'
import { CallbackCtaSection, MarketExplanationSection, SuppliersFaqSection } from './supplier-list-guide.tsx'
import * as styles from './supplier-list-page.css.ts'

/** The list's criteria, which the route keeps in the address, and how to change them. */
export type SupplierListCriteria = Pick<SupplierBrowserProps, 'search' | 'filters' | 'onSearchChange' | 'onFiltersChange' | 'onReset'>

/** /fournisseurs: the whole catalogue to browse, the best customer services, the cheapest offers, then a guide to choosing. */
export function SupplierListPage({ day, ...criteria }: SupplierListCriteria & { day: string }) {
  return (
    <>
      <PageHeader
        title={listPages.suppliers.name}
        intro="Prix du kWh, abonnement, engagement et énergie verte : tous les fournisseurs de notre catalogue, sans placement payant."
      >
        <div className={styles.heroActions}>
          <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
            Simuler mes économies
          </ExternalLinkButton>
          <p className={styles.heroNote}>Gratuit, sans engagement, en 2&nbsp;minutes environ.</p>
        </div>
      </PageHeader>
      <JsonLd data={breadcrumbList([listPages.suppliers])} />

      <Section aria-labelledby="liste-fournisseurs" spacing="compact">
        <Container>
          <h2 id="liste-fournisseurs" className={styles.sectionTitle}>
            Comparer les fournisseurs
          </h2>
          <SupplierBrowser query={suppliersQuery} day={day} limit={INITIAL_SUPPLIERS} {...criteria} />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="top-service-client" spacing="compact">
        <Container>
          <h2 id="top-service-client" className={styles.sectionTitle}>
            {customerServiceCopy.title}
          </h2>
          <p className={styles.lead}>{customerServiceCopy.intro}</p>
          <QueryBoundary pending={<CustomerServiceTopSkeleton />} failure={() => <CustomerServiceTopSkeleton />}>
            <TopSuppliers day={day} />
          </QueryBoundary>
        </Container>
      </Section>

      <Section aria-labelledby="offres-moins-cheres" spacing="compact">
        <Container>
          <h2 id="offres-moins-cheres" className={styles.sectionTitle}>
            {cheapestOffersCopy.title}
          </h2>
          <p className={styles.lead}>{cheapestOffersCopy.intro}</p>
          <QueryBoundary pending={<CheapestOffersTableSkeleton />} failure={() => <CheapestOffersTableFailure />}>
            <CheapestOffers day={day} />
          </QueryBoundary>
        </Container>
      </Section>

      <MarketExplanationSection />
      <SuppliersFaqSection />
      <CallbackCtaSection />
    </>
  )
}

function TopSuppliers({ day }: { day: string }) {
  return <CustomerServiceTop suppliers={useVisitorDayQuery(day, suppliersQuery)} />
}

function CheapestOffers({ day }: { day: string }) {
  // Every row is priced for the day of the answer shown, which the rows do not repeat.
  const answer = useVisitorDayAnswer(day, cheapestElectricityOffersQuery)
  return <CheapestOffersTable rows={answer.data} day={answer.day} />
}
