import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { Phone } from 'lucide'
import { site } from '../config/site.ts'
import {
  callbackCta,
  cheapestOffersCopy,
  customerServiceCopy,
  marketExplanation,
  selectionTips,
  suppliersFaq,
} from '../content/suppliers-page.ts'
import { listPages } from '../content/page-names.ts'
import { cheapestElectricityOffersQuery, suppliersQuery } from '../features/suppliers/api.ts'
import {
  CheapestOffersTable,
  CheapestOffersTableFailure,
  CheapestOffersTableSkeleton,
} from '../features/suppliers/cheapest-offers-table.tsx'
import { CustomerServiceTop, CustomerServiceTopSkeleton } from '../features/suppliers/customer-service-top.tsx'
import { INITIAL_SUPPLIERS, parseFilters, serializeFilters } from '../features/suppliers/search.ts'
import { SupplierBrowser } from '../features/suppliers/supplier-browser.tsx'
import { textParam } from '../lib/search-params.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { faqPage } from '../lib/structured-data.ts'
import { FaqAccordion } from '../ui/accordion.tsx'
import { buttonLinkClass, ExternalLinkButton } from '../ui/button.tsx'
import { Container, Section } from '../ui/container.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { QueryBoundary } from '../ui/query-boundary.tsx'
import * as styles from './-fournisseurs.css.ts'
import { Icon } from '../ui/icon.tsx'

/** ?q=…&filtres=green,gas: the list's criteria live in the address, so they survive reload and sharing. */
function parseSuppliersSearch(search: Record<string, unknown>): { q?: string; filtres?: string } {
  return {
    q: textParam(search.q, 100),
    filtres: typeof search.filtres === 'string' ? textParam(search.filtres, 100) : undefined,
  }
}

export const Route = createFileRoute('/fournisseurs/')({
  validateSearch: parseSuppliersSearch,
  // Started, not awaited: each block shows its skeletons, or its failure, while its list loads or fails.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(suppliersQuery)
    void context.queryClient.prefetchQuery(cheapestElectricityOffersQuery)
  },
  head: () =>
    pageHead(
      'Tous les fournisseurs d’électricité et de gaz',
      'Comparez les fournisseurs d’électricité et de gaz en France : prix du kWh, abonnement, engagement et part d’énergie verte.',
    ),
  component: SuppliersPage,
})

function SuppliersPage() {
  const { q = '', filtres } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const filters = parseFilters(filtres)

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
          <SupplierBrowser
            query={suppliersQuery}
            search={q}
            filters={filters}
            limit={INITIAL_SUPPLIERS}
            onSearchChange={(text) =>
              void navigate({ search: (prev) => ({ ...prev, q: text === '' ? undefined : text }), replace: true, resetScroll: false })
            }
            onFiltersChange={(next) =>
              void navigate({
                search: (prev) => ({ ...prev, filtres: next.length ? serializeFilters(next) : undefined }),
                resetScroll: false,
              })
            }
            onReset={() => void navigate({ search: {}, resetScroll: false })}
          />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="top-service-client" spacing="compact">
        <Container>
          <h2 id="top-service-client" className={styles.sectionTitle}>
            {customerServiceCopy.title}
          </h2>
          <p className={styles.lead}>{customerServiceCopy.intro}</p>
          <QueryBoundary pending={<CustomerServiceTopSkeleton />} failure={() => <CustomerServiceTopSkeleton />}>
            <TopSuppliers />
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
            <CheapestOffers />
          </QueryBoundary>
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="comprendre-marche" spacing="compact">
        <Container className={styles.twoColumns}>
          <div className={styles.textBlock}>
            <h2 id="comprendre-marche" className={styles.sectionTitle}>
              {marketExplanation.title}
            </h2>
            {marketExplanation.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.textBlock}>
            <h2 className={styles.sectionTitle}>{selectionTips.title}</h2>
            <ul className={styles.tips}>
              {selectionTips.items.map((tip) => (
                <li key={tip.title}>
                  <strong>{tip.title}.</strong> {tip.text}
                </li>
              ))}
            </ul>
          </div>
        </Container>
      </Section>

      <Section aria-labelledby="faq-fournisseurs" spacing="compact">
        <Container className={styles.narrow}>
          <h2 id="faq-fournisseurs" className={styles.sectionTitle}>
            Questions fréquentes
          </h2>
          <FaqAccordion items={suppliersFaq} type="responsive" />
          <JsonLd data={faqPage(suppliersFaq)} />
        </Container>
      </Section>

      <Section tone="brandSoft" aria-labelledby="cta-rappel" spacing="compact">
        <Container className={styles.cta}>
          <div>
            <h2 id="cta-rappel" className={styles.ctaTitle}>
              {callbackCta.title}
            </h2>
            <p>{callbackCta.text}</p>
          </div>
          <Link to="/rappel" className={buttonLinkClass({ tone: 'primary', size: 'lg' })}>
            <Icon icon={Phone} size="md" />
            {callbackCta.link}
          </Link>
        </Container>
      </Section>
    </>
  )
}

function TopSuppliers() {
  return <CustomerServiceTop suppliers={useSuspenseQuery(suppliersQuery).data} />
}

function CheapestOffers() {
  return <CheapestOffersTable rows={useSuspenseQuery(cheapestElectricityOffersQuery).data} />
}
