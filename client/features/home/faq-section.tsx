import { faq } from './lower-sections-copy.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import * as styles from './home-page.css.ts'

export function FaqSection() {
  return (
    <Section aria-labelledby="faq-titre" tone="surface">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="faq-titre" className={styles.sectionTitle}>
            Questions fréquentes
          </h2>
        </div>
        <FaqAccordion items={faq} type="single" className={styles.faq} />
        <JsonLd data={faqPage(faq)} />
      </Container>
    </Section>
  )
}
