import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight, CircleCheck, Leaf, type IconNode } from 'lucide'
import { site } from '../../config/site.ts'
import {
  closingCta,
  faq,
  green,
  hero,
  homeSectionIds,
  howItWorks,
  market,
  offerCards,
  regulatedSection,
  savings,
} from '../../content/home.ts'
import type { SavingsClaims } from '#contract/savings-claims'
import { savingsBasis, savingsFigures } from '../../content/savings-claims.ts'
import { service } from '../../content/service.ts'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { faqPage } from '../../lib/structured-data.ts'
import { buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { FaqAccordion } from '../../ui/accordion.tsx'
import { Icon } from '../../ui/icon.tsx'
import { Card } from '../../ui/card.tsx'
import { Container, Section } from '../../ui/container.tsx'
import { cx } from '../../ui/cx.ts'
import { JsonLd } from '../../ui/json-ld.tsx'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { benefitsQuery, testimonialsQuery } from './api.ts'
import { AssistantPromo } from './assistant-promo.tsx'
import { BenefitsGrid, BenefitsGridSkeleton } from './benefits-grid.tsx'
import type { catalogueCounts } from './catalogue-counts.ts'
import { HomeCallbackBlock } from './home-callback-block.tsx'
import { ParticleBackground } from './particle-background.tsx'
import { comparedSuppliersLabel } from './partner-tiles.tsx'
import { SavingsCounter } from './savings-counter.tsx'
import { TestimonialsCarousel, TestimonialsSkeleton } from './testimonials-carousel.tsx'
import * as styles from './home-page.css.ts'

// The home page's sections. What comes from other features (the catalogue's suppliers and featured
// articles, the regulated references, the callback form) reaches them as props and slots from the route.

export type CatalogueCounts = ReturnType<typeof catalogueCounts>

/** Renders one line from the catalogue's counts once they are there, or nothing. */
export type CatalogueSlot = (line: (counts: CatalogueCounts) => ReactNode) => ReactNode

export type CallbackFormSlot = (controls: { cancel: () => void; sent: () => void }) => ReactNode

const simulateLabel = `Simuler mes économies en ${service.simulationMinutes} min`

/** The hero: the counter rises to the catalogue's best saving, stated with its basis; no saving, no counter. */
export function HomeHero({ claims }: { claims: SavingsClaims | null }) {
  return (
    <section className={styles.hero} aria-labelledby="accueil-titre">
      <ParticleBackground />
      <Container className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 id="accueil-titre" className={styles.heroTitle}>
            {hero.title}
          </h1>
          <p className={styles.heroIntro}>{hero.intro}</p>
          <div className={styles.heroActions}>
            <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
              {simulateLabel}
            </ExternalLinkButton>
            <Link to="/fournisseurs" className={styles.heroLink}>
              Voir les fournisseurs
            </Link>
          </div>
          <p className={styles.footnoteOnBrand}>{savingsBasis(claims)}</p>
        </div>
        <div className={styles.heroPanel}>
          {claims?.best ? (
            <SavingsCounter
              target={claims.best.euros}
              before={hero.counterBefore}
              after={hero.counterAfter}
              className={styles.counter}
              numberClassName={styles.counterNumber}
            />
          ) : null}
          <ol className={styles.steps} aria-label="Trois étapes">
            {hero.steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepTitle}>{step.title}</span>
                <span className={styles.stepText}>{step.text}</span>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </section>
  )
}

/** A section that the anchor menu can jump to: focusable by script, heading clear of sticky bars. */
export function AnchoredSection({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string
  title: string
  lead?: string
  tone?: 'default' | 'surface' | 'brandSoft'
  children: React.ReactNode
}) {
  return (
    <Section id={id} tabIndex={-1} aria-labelledby={`${id}-titre`} tone={tone} className={styles.anchored}>
      <Container>
        <div className={styles.sectionHead}>
          <h2 id={`${id}-titre`} className={styles.sectionTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {children}
      </Container>
    </Section>
  )
}

export function OffersSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.offers}
      title="Électricité, gaz : trouvez la bonne offre"
      lead="Comparez les fournisseurs par énergie, repérez les offres vertes et faites-vous aider si besoin."
    >
      <ul className={styles.threeColumns}>
        {offerCards.map((card) => (
          <Card as="li" key={card.title}>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.muted}>{card.text}</p>
            <ul className={styles.cardLinks}>
              {card.links.map((link) => (
                <li key={link.label}>
                  <Link {...link.link} className={styles.cardLink}>
                    <Icon icon={ArrowRight} size="sm" className={styles.linkIcon} />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </AnchoredSection>
  )
}

export function SavingsSection({ claims }: { claims: SavingsClaims | null }) {
  return (
    <AnchoredSection id="economies" title={savings.title} tone="surface">
      <dl className={styles.figures}>
        {savingsFigures(claims).map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
      </div>
      <p className={cx(styles.footnote, styles.actions)}>{savingsBasis(claims)}</p>
    </AnchoredSection>
  )
}

export function RegulatedSection({ reference }: { reference: RegulatedReference }) {
  const regulated = regulatedSection(reference)
  return (
    <AnchoredSection
      id={homeSectionIds.regulated}
      title={regulated.title}
      lead="Les prix fixés par les pouvoirs publics servent de référence pour juger une offre."
    >
      <div className={styles.twoColumns}>
        {[regulated.electricity, regulated.gas].map((tariff) => (
          <Card key={tariff.label}>
            <h3 className={styles.cardTitle}>{tariff.label}</h3>
            <p>
              <span className={styles.price}>{tariff.price}</span> <span className={styles.muted}>{tariff.since}</span>
            </p>
            <p>{tariff.subscription}</p>
          </Card>
        ))}
      </div>
      <p className={cx(styles.muted, styles.actions)}>{regulated.note}</p>
      <div className={styles.actions}>
        <Link to="/tarif-reglemente" className={buttonLinkClass({ tone: 'secondary' })}>
          Tout savoir sur le tarif réglementé
        </Link>
      </div>
    </AnchoredSection>
  )
}

/**
 * A home section of facts beside one figure computed from the catalogue (shown once it has loaded) and a
 * link to the page that goes further.
 */
function FactsSection({
  id,
  title,
  lead,
  tone,
  facts,
  icon,
  highlight,
  catalogue,
  action,
}: {
  id: string
  title: string
  lead: string
  tone?: 'default' | 'surface' | 'brandSoft'
  facts: readonly string[]
  icon: IconNode
  highlight: (counts: CatalogueCounts) => string
  catalogue: CatalogueSlot
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
          {catalogue((counts) => (
            <p className={styles.highlight}>{highlight(counts)}</p>
          ))}
          <div className={styles.actions}>{action}</div>
        </div>
      </div>
    </AnchoredSection>
  )
}

export function MarketSection({ catalogue }: { catalogue: CatalogueSlot }) {
  return (
    <FactsSection
      id={homeSectionIds.market}
      title={market.title}
      lead="Depuis l’ouverture du marché, chaque fournisseur fixe ses prix : les écarts peuvent être importants."
      tone="surface"
      catalogue={catalogue}
      facts={market.facts}
      icon={CircleCheck}
      highlight={(counts) =>
        `${counts.electricity} fournisseurs d’électricité et ${counts.gas} fournisseurs de gaz comparés sur ${site.name}.`
      }
      action={
        <Link to="/offres-de-marche" className={buttonLinkClass({ tone: 'secondary' })}>
          Comprendre les offres de marché
        </Link>
      }
    />
  )
}

export function GreenSection({ catalogue }: { catalogue: CatalogueSlot }) {
  return (
    <FactsSection
      id={homeSectionIds.green}
      title={green.title}
      lead="Choisir une offre verte, c’est soutenir la production d’énergie renouvelable."
      catalogue={catalogue}
      facts={green.facts}
      icon={Leaf}
      highlight={(counts) => `${counts.green} fournisseurs proposent une offre verte parmi les ${counts.total} que nous comparons.`}
      action={
        <Link to="/comparateur/electricite-verte" className={buttonLinkClass({ tone: 'primary' })}>
          Comparer les offres vertes
        </Link>
      }
    />
  )
}

function Benefits() {
  return <BenefitsGrid benefits={useSuspenseQuery(benefitsQuery).data} />
}

export function BenefitsSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.benefits}
      title={`Pourquoi comparer avec ${site.name} ?`}
      lead="Un service indépendant, gratuit et sans engagement."
      tone="surface"
    >
      <QueryBoundary
        pending={<BenefitsGridSkeleton />}
        failure={(retry) => <LoadFailure message="Les avantages n’ont pas pu être chargés." onRetry={retry} />}
      >
        <Benefits />
      </QueryBoundary>
    </AnchoredSection>
  )
}

export function CallbackSection({ renderForm }: { renderForm: CallbackFormSlot }) {
  return (
    <Section aria-labelledby="rappel-titre">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="rappel-titre" className={styles.sectionTitle}>
            Un conseiller vous rappelle gratuitement
          </h2>
        </div>
        <HomeCallbackBlock renderForm={renderForm} />
      </Container>
    </Section>
  )
}

/** The tiles and, under them, how many suppliers are compared and the link to all of them. */
export function Partners({ tiles, count }: { tiles: ReactNode; count?: number }) {
  return (
    <>
      {tiles}
      <div className={styles.actions}>
        {count === undefined ? null : <p className={styles.muted}>{comparedSuppliersLabel(count)}</p>}
        <Link to="/electricite" className={buttonLinkClass({ tone: 'secondary' })}>
          Voir tous les fournisseurs
        </Link>
      </div>
    </>
  )
}

export function AssistantSection() {
  return (
    <Section aria-labelledby="assistant-titre">
      <Container>
        <AssistantPromo
          assistantName={site.advisorFirstName}
          title={`${site.advisorFirstName}, votre assistante énergie`}
          titleId="assistant-titre"
        >
          <p className={styles.lead}>
            Décrivez votre logement, {site.advisorFirstName} vous oriente vers les offres qui lui conviennent. Pour une étude complète,
            lancez la simulation : un conseiller vous rappelle sous {service.callbackWithinHours}
            &nbsp;h.
          </p>
          <div>
            <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
          </div>
        </AssistantPromo>
      </Container>
    </Section>
  )
}

export function RecommendedFrame({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="recommandes-titre" tone="surface">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="recommandes-titre" className={styles.sectionTitle}>
            Nos fournisseurs recommandés
          </h2>
          <p className={styles.lead}>Une sélection d’offres bien notées, au prix du kWh compétitif.</p>
        </div>
        {children}
      </Container>
    </Section>
  )
}

export function HowItWorksSection() {
  return (
    <AnchoredSection id={homeSectionIds.howItWorks} title={howItWorks.title}>
      <ol className={styles.howSteps}>
        {howItWorks.steps.map((step) => (
          <Card as="li" key={step.title} className={styles.howStep}>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            <p className={styles.muted}>{step.text}</p>
          </Card>
        ))}
      </ol>
      <div className={styles.actions}>
        <Link to="/comment-ca-marche" className={buttonLinkClass({ tone: 'secondary' })}>
          En savoir plus sur notre fonctionnement
        </Link>
      </div>
    </AnchoredSection>
  )
}

function Testimonials() {
  return <TestimonialsCarousel testimonials={useSuspenseQuery(testimonialsQuery).data} />
}

export function TestimonialsSection() {
  return (
    <AnchoredSection id={homeSectionIds.testimonials} title="Ils ont comparé avec nous" tone="brandSoft">
      <QueryBoundary
        pending={<TestimonialsSkeleton />}
        failure={(retry) => <LoadFailure message="Les avis n’ont pas pu être chargés." onRetry={retry} />}
      >
        <Testimonials />
      </QueryBoundary>
    </AnchoredSection>
  )
}

export function ArticlesFrame({ children }: { children: ReactNode }) {
  return (
    <Section aria-labelledby="conseils-titre">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="conseils-titre" className={styles.sectionTitle}>
            Nos conseils pour payer moins cher
          </h2>
        </div>
        {children}
        <div className={styles.actions}>
          <Link to="/conseils" className={buttonLinkClass({ tone: 'secondary' })}>
            Tous nos conseils
          </Link>
        </div>
      </Container>
    </Section>
  )
}

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

export function ClosingSection() {
  return (
    <Section aria-labelledby="cta-titre">
      <Container>
        <div className={styles.closing}>
          <h2 id="cta-titre" className={styles.sectionTitle}>
            {closingCta.title}
          </h2>
          <p>{closingCta.text}</p>
          <div className={styles.heroActions}>
            <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
              {simulateLabel}
            </ExternalLinkButton>
            <Link to="/rappel" className={styles.heroLink}>
              Demander un rappel gratuit
            </Link>
          </div>
        </div>
      </Container>
    </Section>
  )
}
