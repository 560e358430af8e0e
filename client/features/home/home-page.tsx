import type { ReactNode } from 'react'
import type { FeaturedArticle } from '#contract/article'
import type { SupplierSummary } from '#contract/supplier'
import { anchorMenu, homeSectionIds } from './home-copy.ts'
import { HydrateWhenNear } from '../../lib/hydrate-when-near.tsx'
import { steadyLazyPart } from '../../lib/steady-lazy-part.tsx'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { organization, webSite } from '../../lib/structured-data.ts'
import { useVisitorDayQuery } from '../../lib/use-visitor-day-query.ts'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { LoadFailure } from '../../ui/load-failure.tsx'
import { AnchorMenu } from './anchor-menu.tsx'
import { savingsClaimsQuery } from './api.ts'
import { GreenSection } from './green-section.tsx'
import { HomeHero } from './home-hero.tsx'
import type { CallbackFormSlot } from './home-slots.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import { MarketSection } from './market-section.tsx'
import { OffersSection } from './offers-section.tsx'
import { PartnersSection } from './partners-section.tsx'
import { RecommendedSection } from './recommended-section.tsx'
import { RegulatedSection } from './regulated-section.tsx'
import { SavingsSection } from './savings-section.tsx'
import { TempoSection } from './tempo-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

const loadLowerSections = () => import('./lower-sections.tsx').then((module) => module.lowerSections)
// One chunk for all of them: the first that comes near brings the others, which are next.
const BenefitsPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.BenefitsSection))
const CallbackPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.CallbackSection))
const AssistantPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.AssistantSection))
const HowItWorksPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.HowItWorksSection))
const ArticlesPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.ArticlesSection))
const FaqPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.FaqSection))
const ClosingPart = steadyLazyPart(() => loadLowerSections().then((sections) => sections.ClosingSection))
const lowerParts = [BenefitsPart, CallbackPart, AssistantPart, HowItWorksPart, ArticlesPart, FaqPart, ClosingPart]

/**
 * Loads the lower sections' code, for a home rendered in the browser (a navigation from another page):
 * they then render with the rest, and a link to one of their anchors lands on it. A prerendered home
 * does not call it: its lower sections keep their HTML until they come near.
 */
export function preloadLowerSections(): Promise<unknown> {
  return Promise.all(lowerParts.map((part) => part.preload()))
}

/** Shown in place of a lower section whose code could not be loaded while the browser was online. */
const lowerFailure = (retry: () => void) => <LoadFailure message="Cette partie de la page n’a pas pu être chargée." onRetry={retry} />

/** What the home page shows from other features, read by the route. */
export type HomePageProps = {
  /** The day the route loaded the savings figures for: the page shows them, then the visitor's day's. */
  claimsDay: string
  /** The regulated prices of the visitor's day. */
  reference: RegulatedReference
  /** The catalogue's suppliers still listed on the visitor's day: the counts and the partner tiles. */
  listedSuppliers: ListSlot<SupplierSummary>
  /** The recommended suppliers still listed on the visitor's day. */
  recommendedSuppliers: ListSlot<SupplierSummary>
  renderSupplierCard: (supplier: SupplierSummary) => ReactNode
  supplierCardSkeleton: ReactNode
  featuredArticles: ListSlot<FeaturedArticle>
  renderCallbackForm: CallbackFormSlot
  /** Today's and tomorrow's Tempo colour, fetched by the browser. */
  tempoColours: ReactNode
}

export function HomePage({
  claimsDay,
  reference,
  listedSuppliers,
  recommendedSuppliers,
  renderSupplierCard,
  supplierCardSkeleton,
  featuredArticles,
  renderCallbackForm,
  tempoColours,
}: HomePageProps) {
  const claims = useVisitorDayQuery(claimsDay, savingsClaimsQuery)
  return (
    <>
      <JsonLd data={organization()} />
      <JsonLd data={webSite()} />
      <HomeHero claims={claims} />
      <AnchorMenu items={anchorMenu} label="Sur cette page" />
      <HydrateWhenNear selector={`#${homeSectionIds.offers}`}>
        <OffersSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector="#economies">
        <SavingsSection claims={claims} />
      </HydrateWhenNear>
      <HydrateWhenNear selector={`#${homeSectionIds.regulated}`}>
        <RegulatedSection reference={reference} />
      </HydrateWhenNear>
      <TempoSection tempoColours={tempoColours} />
      <MarketSection listedSuppliers={listedSuppliers} />
      <GreenSection listedSuppliers={listedSuppliers} />
      <HydrateWhenNear selector={`#${homeSectionIds.benefits}`} load={BenefitsPart.preload}>
        <BenefitsPart failure={lowerFailure} />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='rappel-titre']" load={CallbackPart.preload}>
        <CallbackPart renderForm={renderCallbackForm} failure={lowerFailure} />
      </HydrateWhenNear>
      <PartnersSection listedSuppliers={listedSuppliers} />
      <HydrateWhenNear selector="section[aria-labelledby='assistant-titre']" load={AssistantPart.preload}>
        <AssistantPart failure={lowerFailure} />
      </HydrateWhenNear>
      <RecommendedSection recommendedSuppliers={recommendedSuppliers} renderCard={renderSupplierCard} cardSkeleton={supplierCardSkeleton} />
      <HydrateWhenNear selector={`#${homeSectionIds.howItWorks}`} load={HowItWorksPart.preload}>
        <HowItWorksPart failure={lowerFailure} />
      </HydrateWhenNear>
      <TestimonialsSection />
      <HydrateWhenNear selector="section[aria-labelledby='conseils-titre']" load={ArticlesPart.preload}>
        <ArticlesPart featuredArticles={featuredArticles} failure={lowerFailure} />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='faq-titre']" load={FaqPart.preload}>
        <FaqPart failure={lowerFailure} />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='cta-titre']" load={ClosingPart.preload}>
        <ClosingPart failure={lowerFailure} />
      </HydrateWhenNear>
    </>
  )
}
