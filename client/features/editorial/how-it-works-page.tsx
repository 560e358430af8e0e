import { Link } from '@tanstack/react-router'
import { CircleCheck } from 'lucide'
import type { SavingsClaims } from '#contract/savings-claims'
import { site } from '../../config/site.ts'
import { howItWorks, marketIntro } from './how-it-works-copy.ts'
import { savingsBasis, statesNoFigure, upToPercentText } from '../../content/savings-claims.ts'
import { breadcrumbList } from '../../lib/json-ld.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { ExternalLinkButton } from '../../ui/button.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { Icon } from '../../ui/icon.tsx'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { PageHeader } from '../../ui/page-header.tsx'
import * as page from '../../ui/editorial-page.css.ts'
import { ExpertBox } from '../../ui/expert-box.tsx'
import * as styles from './how-it-works-page.css.ts'
import { StepsList } from './steps-list.tsx'

/** The page's heading, also its name in the breadcrumb trail of the structured data. */
const title = 'Comment ça marche\u00a0?'

/** How the comparison works: the steps, the criteria, the kinds of offers, with the savings the catalogue allows. */
export function HowItWorksPage({
  claims,
  path,
}: {
  claims: SavingsClaims | null
  /** The route's path, for the breadcrumb trail of the structured data. */
  path: string
}) {
  const upTo = upToPercentText(claims)
  const steps = howItWorks.steps.map((step) =>
    step.id === 'consommation'
      ? {
          ...step,
          action: (
            <Link to="/calculateur" className={page.cardLink}>
              Estimer ma consommation avec le calculateur
            </Link>
          ),
        }
      : step,
  )

  return (
    <>
      <PageHeader title={title} intro="Comparer, choisir et changer de fournisseur d’énergie en quatre étapes simples." />
      <JsonLd data={breadcrumbList([{ name: title, path }])} />

      <Section aria-labelledby="ccm-intro">
        <Container className={page.withAside}>
          <div>
            <h2 id="ccm-intro" className={page.sectionTitle}>
              Un comparateur pour payer le juste prix
            </h2>
            <div className={page.text}>
              {[...howItWorks.intro, marketIntro(upTo)].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className={page.subTitle}>Ce que vous y gagnez</h3>
            <ul className={page.checkList}>
              {howItWorks.benefits.map((benefit) => (
                <li key={benefit} className={page.checkItem}>
                  <Icon icon={CircleCheck} size="lg" className={page.checkIcon} />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
            {upTo ? <p className={styles.footnote}>* {savingsBasis(claims)}</p> : null}
            {statesNoFigure(claims) ? <p className={styles.footnote}>{savingsBasis(claims)}</p> : null}
          </div>
          <ExpertBox title={howItWorks.expert.title} text={howItWorks.expert.text} />
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="ccm-etapes">
        <Container>
          <h2 id="ccm-etapes" className={page.sectionTitle}>
            Comparer en {howItWorks.steps.length} étapes
          </h2>
          <StepsList steps={steps} />
        </Container>
      </Section>

      <Section aria-labelledby="ccm-criteres">
        <Container>
          <h2 id="ccm-criteres" className={page.sectionTitle}>
            Les critères pour bien choisir
          </h2>
          <ul className={page.cardGrid}>
            {howItWorks.criteria.map((criterion) => (
              <li key={criterion.id} className={page.card}>
                <h3 className={page.cardTitle}>{criterion.title}</h3>
                <p className={page.cardText}>{criterion.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section tone="surface" aria-labelledby="ccm-offres">
        <Container>
          <h2 id="ccm-offres" className={page.sectionTitle}>
            Les types d’offres
          </h2>
          <ul className={page.cardGrid}>
            {howItWorks.offerTypes.map((offer) => (
              <li key={offer.id} className={page.card}>
                <h3 className={page.cardTitle}>{offer.title}</h3>
                <p className={page.cardText}>{offer.text}</p>
                <Link to={offer.link.to} hash={offer.link.hash} className={page.cardLink}>
                  {offer.link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </Section>

      <Section aria-labelledby="ccm-faq">
        <Container>
          <h2 id="ccm-faq" className={page.sectionTitle}>
            Questions fréquentes
          </h2>
          <FaqAccordion type="single" items={howItWorks.faq} className={styles.faq} />
          <JsonLd data={faqPage(howItWorks.faq)} />
        </Container>
      </Section>

      <Section spacing="compact" aria-labelledby="ccm-cta">
        <Container>
          <div className={page.cta}>
            <h2 id="ccm-cta" className={page.sectionTitle}>
              {howItWorks.finalCta.title}
            </h2>
            <p className={page.text}>{howItWorks.finalCta.text}</p>
            <ExternalLinkButton href={site.simulationUrl} tone="primary" size="lg">
              {howItWorks.finalCta.button}
            </ExternalLinkButton>
          </div>
        </Container>
      </Section>
    </>
  )
}
