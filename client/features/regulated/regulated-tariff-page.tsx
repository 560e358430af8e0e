import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { regulatedTariffPage } from './regulated-tariff-copy.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import { Callout } from './callout.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { ExpertBox } from '../../ui/expert-box.tsx'
import { ProsCons } from '../../ui/pros-cons.tsx'
import { RegulatedGridsSection } from './regulated-grids-section.tsx'
import { RegulatedHistorySection } from './regulated-history-section.tsx'
import * as styles from './regulated-tariff-page.css.ts'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Le tarif réglementé de l’électricité'

/** The regulated tariff explained, with the grids of the reference's date and their history. */
export function RegulatedTariffPage({
  reference,
  path,
  tempoColours,
}: {
  /** The regulated prices of the visitor's day. */
  reference: RegulatedReference
  /** The route's path, for the breadcrumb trail of the structured data. */
  path: string
  /** Today's and tomorrow's Tempo colour, fetched by the browser. */
  tempoColours: ReactNode
}) {
  const copy = regulatedTariffPage(reference)
  return (
    <>
      <PageHeader title={title} intro="Les prix du tarif bleu en vigueur, option par option, avec leur date et leur source." />
      <JsonLd data={breadcrumbList([{ name: title, path }])} />

      <Section aria-labelledby="trv-intro">
        <Container className={page.withAside}>
          <div>
            <h2 id="trv-intro" className={page.sectionTitle}>
              {copy.heading}
            </h2>
            <div className={page.text}>
              {copy.intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <Callout title="Puissance du compteur">
              <p>{copy.meterPowers}</p>
            </Callout>
          </div>
          <ExpertBox title={copy.callback.title} text={copy.callback.text} />
        </Container>
      </Section>

      <RegulatedGridsSection reference={reference} copy={copy} />

      <Section aria-labelledby="trv-couleur-tempo">
        <Container>
          <h2 id="trv-couleur-tempo" className={page.sectionTitle}>
            Couleur Tempo aujourd’hui et demain
          </h2>
          {tempoColours}
        </Container>
      </Section>

      <Section aria-labelledby="trv-avantages">
        <Container>
          <h2 id="trv-avantages" className={page.sectionTitle}>
            Avantages et inconvénients du tarif réglementé
          </h2>
          <ProsCons pros={copy.pros} cons={copy.cons} />
        </Container>
      </Section>

      <RegulatedHistorySection reference={reference} copy={copy} />

      <Section aria-labelledby="trv-pros">
        <Container>
          <h2 id="trv-pros" className={page.sectionTitle}>
            {copy.professionals.title}
          </h2>
          <div className={page.text}>
            <p>{copy.professionals.text}</p>
            <ul>
              {copy.professionals.conditions.map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
            <p>{copy.professionals.after}</p>
          </div>
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="trv-faq">
        <Container>
          <h2 id="trv-faq" className={page.sectionTitle}>
            Questions fréquentes sur le tarif réglementé
          </h2>
          <FaqAccordion type="responsive" items={copy.faq} className={styles.faq} />
          <JsonLd data={faqPage(copy.faq)} />
          <p className={styles.callbackLine}>
            Une autre question ? <Link to="/rappel">Demandez à être rappelé gratuitement par un conseiller</Link>.
          </p>
        </Container>
      </Section>
    </>
  )
}
