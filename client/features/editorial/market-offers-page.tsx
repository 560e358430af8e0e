import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide'
import type { SupplierSummary } from '#contract/supplier'
import { marketOffersPage as copy, regulatedComparisonText } from './market-offers-copy.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { ExpertBox } from '../../ui/expert-box.tsx'
import type { MarketTable } from './market-offer-rows.ts'
import { MarketOfferTypeSection } from './market-offer-type-section.tsx'
import * as styles from './market-offers-page.css.ts'
import { StepsList } from './steps-list.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Les offres de marché'

const TABLES: readonly MarketTable[] = ['fixed', 'variable', 'dynamic']

/** The market offers explained, each kind with the catalogue's offers of that kind. */
export function MarketOffersPage({
  reference,
  path,
  catalogue,
  subscriptionOf,
}: {
  /** The regulated prices of the visitor's day, which the introduction compares offers with. */
  reference: RegulatedReference
  /** The route's path, for the breadcrumb trail of the structured data. */
  path: string
  /** The catalogue's suppliers, whose electricity offers fill the tables. */
  catalogue: ListSlot<SupplierSummary>
  /** The catalogue's own rule for a missing subscription. */
  subscriptionOf: (supplier: SupplierSummary) => number | undefined
}) {
  const intro = [...copy.intro, regulatedComparisonText(reference)]

  return (
    <>
      <PageHeader title={title} intro="Prix fixe, variable ou dynamique : ce qui les distingue et comment les comparer." />
      <JsonLd data={breadcrumbList([{ name: title, path }])} />

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

      {TABLES.map((table, index) => (
        <MarketOfferTypeSection
          key={table}
          table={table}
          tone={index % 2 === 0 ? 'surface' : 'default'}
          catalogue={catalogue}
          subscriptionOf={subscriptionOf}
        />
      ))}

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
