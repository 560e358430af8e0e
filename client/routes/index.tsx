import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight, CircleCheck, Leaf } from 'lucide-react'
import { site } from '../config/site.ts'
import {
  anchorMenu,
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
} from '../content/home.ts'
import { savingsBasis, savingsClaims } from '../content/savings-claims.ts'
import { featuredArticlesQuery } from '../features/articles/api.ts'
import { LazyCallbackForm } from '../features/callback/lazy-callback-form.tsx'
import { AnchorMenu } from '../features/home/anchor-menu.tsx'
import { benefitsQuery, testimonialsQuery } from '../features/home/api.ts'
import { AssistantPromo } from '../features/home/assistant-promo.tsx'
import { BenefitsGrid, BenefitsGridSkeleton } from '../features/home/benefits-grid.tsx'
import { catalogueCounts } from '../features/home/catalogue-counts.ts'
import { FeaturedArticles, FeaturedArticlesSkeleton } from '../features/home/featured-articles.tsx'
import { HomeCallbackBlock } from '../features/home/home-callback-block.tsx'
import { ParticleBackground } from '../features/home/particle-background.tsx'
import { comparedSuppliersLabel, PartnerTiles, PartnerTilesSkeleton } from '../features/home/partner-tiles.tsx'
import { SavingsCounter } from '../features/home/savings-counter.tsx'
import { TestimonialsCarousel, TestimonialsSkeleton } from '../features/home/testimonials-carousel.tsx'
import { loadRegulatedReferences, regulatedTariffsQuery, useRegulatedReference } from '../features/regulated/api.ts'
import { featuredSuppliersQuery, suppliersQuery } from '../features/suppliers/api.ts'
import { SupplierCard, SupplierCardSkeleton } from '../features/suppliers/supplier-card.tsx'
import { pageHead } from '../lib/seo.ts'
import { faqPage, organization, webSite } from '../lib/structured-data.ts'
import { buttonLinkClass, ExternalLinkButton } from '../ui/button.tsx'
import { FaqAccordion } from '../ui/accordion.tsx'
import { Card } from '../ui/card.tsx'
import { Container, Section } from '../ui/container.tsx'
import { LoadFailure } from '../ui/load-failure.tsx'
import { cx } from '../ui/cx.ts'
import { JsonLd } from '../ui/json-ld.tsx'
import { QueryBoundary } from '../ui/query-boundary.tsx'
import * as styles from './-index.css.ts'

export const Route = createFileRoute('/')({
  loader: ({ context }) => {
    const { queryClient } = context
    // The catalogue lists are started, not awaited: each section shows its skeletons while its list
    // loads, and says so with « Réessayer » (or steps aside) if it fails, without holding the page.
    void queryClient.prefetchQuery(suppliersQuery)
    void queryClient.prefetchQuery(benefitsQuery)
    void queryClient.prefetchQuery(testimonialsQuery)
    void queryClient.prefetchQuery(featuredSuppliersQuery)
    void queryClient.prefetchQuery(featuredArticlesQuery)
    return loadRegulatedReferences(queryClient)
  },
  head: () =>
    pageHead(
      `${site.name} – Comparateur d’électricité et de gaz indépendant et gratuit`,
      'Comparez les fournisseurs d’électricité et de gaz en France, estimez votre facture et faites-vous rappeler gratuitement par un conseiller.',
    ),
  component: HomePage,
})

/** Skeleton cards while the recommended suppliers load: as many as a row shows. */
const RECOMMENDED_SKELETONS = 3

const simulateLabel = `Simuler mes économies en ${savingsClaims.simulationMinutes} min`

/** The savings figures' basis line, quoting the grid they were measured against from the data. */
function useSavingsBasis(): string {
  const { data } = useSuspenseQuery(regulatedTariffsQuery)
  return savingsBasis(data.history)
}

function HomePage() {
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={webSite()} />
      <HomeHero />
      <AnchorMenu items={anchorMenu} label="Sur cette page" />
      <OffersSection />
      <SavingsSection />
      <RegulatedSection />
      <MarketSection />
      <GreenSection />
      <BenefitsSection />
      <CallbackSection />
      <PartnersSection />
      <AssistantSection />
      <RecommendedSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ArticlesSection />
      <FaqSection />
      <ClosingSection />
    </>
  )
}

function HomeHero() {
  const basis = useSavingsBasis()
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
          <p className={styles.footnoteOnBrand}>{basis}</p>
        </div>
        <div className={styles.heroPanel}>
          <SavingsCounter
            target={savingsClaims.upTo140}
            before={hero.counterBefore}
            after={hero.counterAfter}
            className={styles.counter}
            numberClassName={styles.counterNumber}
          />
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
function AnchoredSection({
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

function OffersSection() {
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
                    <ArrowRight aria-hidden="true" className={styles.linkIcon} />
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

function SavingsSection() {
  const basis = useSavingsBasis()
  return (
    <AnchoredSection id="economies" title={savings.title} tone="surface">
      <dl className={styles.figures}>
        {savings.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt className={styles.figureLabel}>{figure.label}</dt>
            <dd className={styles.figureValue}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl}>{simulateLabel}</ExternalLinkButton>
      </div>
      <p className={cx(styles.footnote, styles.actions)}>{basis}</p>
    </AnchoredSection>
  )
}

function RegulatedSection() {
  const regulated = regulatedSection(useRegulatedReference())
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

/** One figure computed from the catalogue's counts. */
function CatalogueHighlight({ highlight }: { highlight: (counts: ReturnType<typeof catalogueCounts>) => string }) {
  const { data } = useSuspenseQuery(suppliersQuery)
  return <p className={styles.highlight}>{highlight(catalogueCounts(data))}</p>
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
  Icon,
  highlight,
  action,
}: {
  id: string
  title: string
  lead: string
  tone?: 'default' | 'surface' | 'brandSoft'
  facts: readonly string[]
  Icon: typeof Leaf
  highlight: (counts: ReturnType<typeof catalogueCounts>) => string
  action: ReactNode
}) {
  return (
    <AnchoredSection id={id} title={title} lead={lead} tone={tone}>
      <div className={styles.twoColumns}>
        <ul className={styles.factList}>
          {facts.map((fact) => (
            <li key={fact} className={styles.fact}>
              <Icon aria-hidden="true" className={styles.factIcon} />
              {fact}
            </li>
          ))}
        </ul>
        <div>
          {/* Shown once the catalogue has loaded; nothing in its place before, or if it failed. */}
          <QueryBoundary pending={null} failure={() => null}>
            <CatalogueHighlight highlight={highlight} />
          </QueryBoundary>
          <div className={styles.actions}>{action}</div>
        </div>
      </div>
    </AnchoredSection>
  )
}

function MarketSection() {
  return (
    <FactsSection
      id={homeSectionIds.market}
      title={market.title}
      lead="Depuis l’ouverture du marché, chaque fournisseur fixe ses prix : les écarts peuvent être importants."
      tone="surface"
      facts={market.facts}
      Icon={CircleCheck}
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

function GreenSection() {
  return (
    <FactsSection
      id={homeSectionIds.green}
      title={green.title}
      lead="Choisir une offre verte, c’est soutenir la production d’énergie renouvelable."
      facts={green.facts}
      Icon={Leaf}
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

function BenefitsSection() {
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

function CallbackSection() {
  return (
    <Section aria-labelledby="rappel-titre">
      <Container>
        <div className={styles.sectionHead}>
          <h2 id="rappel-titre" className={styles.sectionTitle}>
            Un conseiller vous rappelle gratuitement
          </h2>
        </div>
        <HomeCallbackBlock
          renderForm={({ cancel, sent }) => (
            <LazyCallbackForm source="home" onCancel={cancel} onSuccess={sent} hideConfirmation />
          )}
        />
      </Container>
    </Section>
  )
}

/** The tiles and, under them, how many suppliers are compared and the link to all of them. */
function Partners({ tiles, count }: { tiles: ReactNode; count?: number }) {
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

function LoadedPartners() {
  const { data } = useSuspenseQuery(suppliersQuery)
  return <Partners tiles={<PartnerTiles suppliers={data} />} count={data.length} />
}

function PartnersSection() {
  return (
    <AnchoredSection
      id={homeSectionIds.partners}
      title="Les fournisseurs que nous comparons"
      lead="Fournisseurs historiques et nouveaux acteurs : leurs offres sont comparées sur les mêmes critères."
      tone="surface"
    >
      <QueryBoundary
        pending={<Partners tiles={<PartnerTilesSkeleton />} />}
        failure={(retry) => (
          <Partners tiles={<LoadFailure message="La liste des fournisseurs n’a pas pu être chargée." onRetry={retry} />} />
        )}
      >
        <LoadedPartners />
      </QueryBoundary>
    </AnchoredSection>
  )
}

function AssistantSection() {
  return (
    <Section aria-labelledby="assistant-titre">
      <Container>
        <AssistantPromo
          assistantName={site.advisorFirstName}
          title={`${site.advisorFirstName}, votre assistante énergie`}
          titleId="assistant-titre"
        >
          <p className={styles.lead}>
            Décrivez votre logement, {site.advisorFirstName} vous oriente vers les offres qui lui conviennent. Pour
            une étude complète, lancez la simulation : un conseiller vous rappelle sous {savingsClaims.callbackWithinHours}
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

/** Recommended suppliers: skeletons while they load; the whole section steps aside if they fail. */
function RecommendedSection() {
  return (
    <QueryBoundary
      pending={
        <RecommendedFrame>
          <ul className={styles.supplierGrid} aria-busy="true" aria-label="Chargement des fournisseurs recommandés">
            {Array.from({ length: RECOMMENDED_SKELETONS }, (_, key) => (
              <li key={key}>
                <SupplierCardSkeleton />
              </li>
            ))}
          </ul>
        </RecommendedFrame>
      }
      failure={() => null}
    >
      <RecommendedSuppliers />
    </QueryBoundary>
  )
}

function RecommendedSuppliers() {
  const { data } = useSuspenseQuery(featuredSuppliersQuery)
  return (
    <RecommendedFrame>
      <ul className={styles.supplierGrid}>
        {data.map((supplier) => (
          <li key={supplier.id}>
            <SupplierCard supplier={supplier} />
          </li>
        ))}
      </ul>
    </RecommendedFrame>
  )
}

function RecommendedFrame({ children }: { children: ReactNode }) {
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

function HowItWorksSection() {
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

function TestimonialsSection() {
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

/** The featured articles: placeholders while they load; the whole section steps aside if they fail. */
function ArticlesSection() {
  return (
    <QueryBoundary
      pending={
        <ArticlesFrame>
          <FeaturedArticlesSkeleton />
        </ArticlesFrame>
      }
      failure={() => null}
    >
      <LoadedArticles />
    </QueryBoundary>
  )
}

function LoadedArticles() {
  return (
    <ArticlesFrame>
      <FeaturedArticles articles={useSuspenseQuery(featuredArticlesQuery).data} />
    </ArticlesFrame>
  )
}

function ArticlesFrame({ children }: { children: ReactNode }) {
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

function FaqSection() {
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

function ClosingSection() {
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
