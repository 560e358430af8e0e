import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide'
import { marketOffersPage as copy, regulatedComparisonText } from '../content/market-offers-page.ts'
import { loadRegulatedReferences } from '../features/regulated/api.ts'
import { useRegulatedReference } from '../features/regulated/use-regulated-reference.ts'
import * as page from '../features/editorial/editorial-page.css.ts'
import { ExpertBox } from '../features/editorial/expert-box.tsx'
import { marketOfferRows, type MarketTable } from '../features/editorial/market-offer-rows.ts'
import { MarketOffersTable, MarketOffersTableFailure, MarketOffersTableSkeleton } from '../features/editorial/market-offers-table.tsx'
import { ProsCons } from '../features/editorial/pros-cons.tsx'
import { StepsList } from '../features/editorial/steps-list.tsx'
import { suppliersQuery } from '../features/suppliers/api.ts'
import { monthlySubscription } from '../features/suppliers/display.ts'
import { pageHead } from '../lib/seo.ts'
import { breadcrumbList } from '../lib/json-ld.ts'
import { faqPage } from '../lib/structured-data.ts'
import { FaqAccordion } from '../ui/accordion.tsx'
import { Container, Section } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'
import { JsonLd } from '../ui/json-ld.tsx'
import { QueryBoundary } from '../ui/query-boundary.tsx'
import * as styles from './-offres-de-marche.css.ts'
import { Icon } from '../ui/icon.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Les offres de marché'

export const Route = createFileRoute('/offres-de-marche')({
  // The catalogue's tables are started, not awaited: each shows its skeleton rows, or its failure.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(suppliersQuery)
    return loadRegulatedReferences(context.queryClient)
  },
  head: () =>
    pageHead(
      'Offres de marché d’électricité',
      'Prix fixe, prix indexé, prix variable ou dynamique : comprendre les offres de marché et comparer les prix du kWh.',
    ),
  component: MarketOffersPage,
})

const TABLES: readonly MarketTable[] = ['fixed', 'variable', 'dynamic']

function MarketOffersPage() {
  const intro = [...copy.intro, regulatedComparisonText(useRegulatedReference())]

  return (
    <>
      <PageHeader title={title} intro="Prix fixe, variable ou dynamique : ce qui les distingue et comment les comparer." />
      <JsonLd data={breadcrumbList([{ name: title, path: Route.fullPath }])} />

      <Section aria-labelledby="om-intro">
        <Container className={page.withAside}>
          <div>
            <h2 id="om-intro" className={page.sectionTitle}>
              Qu’est-ce qu’une offre de marché ?
            </h2>
            <div className={page.text}>
              {intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className={page.subTitle}>L’essentiel à savoir</h3>
            <ul className={page.checkList}>
              {copy.facts.map((fact) => (
                <li key={fact} className={page.checkItem}>
                  <Icon icon={CircleCheck} size="lg" className={page.checkIcon} />
                  <span>{fact}</span>
                </li>
              ))}
            </ul>
            <nav aria-label="Types d’offres" className={styles.jumpNav}>
              <ul className={styles.jumpList}>
                {TABLES.map((table) => (
                  <li key={table}>
                    <Link to="/offres-de-marche" hash={copy.sections[table].id} className={styles.jumpLink}>
                      {copy.sections[table].title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <ExpertBox title={copy.cta.title} text={copy.cta.text} />
        </Container>
      </Section>

      {TABLES.map((table, index) => {
        const section = copy.sections[table]
        const headingId = `${section.id}-titre`
        return (
          <Section key={table} id={section.id} tone={index % 2 === 0 ? 'surface' : 'default'} aria-labelledby={headingId}>
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
                <CatalogueTable table={table} />
              </QueryBoundary>
            </Container>
          </Section>
        )
      })}

      <Section aria-labelledby="om-changer">
        <Container>
          <h2 id="om-changer" className={page.sectionTitle}>
            {copy.switching.title}
          </h2>
          <StepsList steps={copy.switching.steps} />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="om-faq">
        <Container>
          <h2 id="om-faq" className={page.sectionTitle}>
            Questions fréquentes sur les offres de marché
          </h2>
          <FaqAccordion type="multiple" items={copy.faq} className={styles.faq} />
          <JsonLd data={faqPage(copy.faq)} />
        </Container>
      </Section>
    </>
  )
}

function CatalogueTable({ table }: { table: MarketTable }) {
  const section = copy.sections[table]
  const { data: suppliers } = useSuspenseQuery(suppliersQuery)
  return (
    <MarketOffersTable
      caption={section.caption}
      evolutionLabels={copy.evolutionLabels}
      rows={marketOfferRows(suppliers, table, (s) => monthlySubscription(s, 'electricity'))}
      emptyMessage={section.empty}
      basis={copy.tablesBasis}
    />
  )
}
