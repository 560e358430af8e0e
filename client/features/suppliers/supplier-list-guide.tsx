import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide'
import { callbackCta, marketExplanation, selectionTips, suppliersFaq } from '../../content/suppliers-page.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { buttonLinkClass } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import * as styles from './supplier-list-page.css.ts'

// The end of /fournisseurs: how the market works and how to choose, the FAQ, and the offer of a callback.

export function MarketExplanationSection() {
  return (
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
  )
}

export function SuppliersFaqSection() {
  return (
    <Section aria-labelledby="faq-fournisseurs" spacing="compact">
      <Container className={styles.narrow}>
        <h2 id="faq-fournisseurs" className={styles.sectionTitle}>
          Questions fréquentes
        </h2>
        <FaqAccordion items={suppliersFaq} type="responsive" />
        <JsonLd data={faqPage(suppliersFaq)} />
      </Container>
    </Section>
  )
}

export function CallbackCtaSection() {
  return (
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
  )
}
