import type { ReactNode } from 'react'
import type { FeaturedArticle } from '#contract/article'
import type { SupplierSummary } from '#contract/supplier'
import { anchorMenu, homeSectionIds } from './home-copy.ts'
import { HydrateWhenNear } from '../../lib/hydrate-when-near.tsx'
import type { RegulatedReference } from '../../lib/regulated-reference.ts'
import { organization, webSite } from '../../lib/structured-data.ts'
import { useVisitorDayQuery } from '../../lib/use-visitor-day-query.ts'
import { JsonLd } from '../../ui/json-ld-script.tsx'
import { AnchorMenu } from './anchor-menu.tsx'
import { savingsClaimsQuery } from './api.ts'
import { ArticlesSection } from './articles-section.tsx'
import { AssistantSection } from './assistant-section.tsx'
import { BenefitsSection } from './benefits-section.tsx'
import { CallbackSection } from './callback-section.tsx'
import { ClosingSection } from './closing-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { GreenSection } from './green-section.tsx'
import { HomeHero } from './home-hero.tsx'
import type { CallbackFormSlot } from './home-slots.ts'
import type { ListSlot } from '../../lib/list-slot.ts'
import { HowItWorksSection } from './how-it-works-section.tsx'
import { MarketSection } from './market-section.tsx'
import { OffersSection } from './offers-section.tsx'
import { PartnersSection } from './partners-section.tsx'
import { RecommendedSection } from './recommended-section.tsx'
import { RegulatedSection } from './regulated-section.tsx'
import { SavingsSection } from './savings-section.tsx'
import { TempoSection } from './tempo-section.tsx'
import { TestimonialsSection } from './testimonials-section.tsx'

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
      <HydrateWhenNear selector={`#${homeSectionIds.benefits}`}>
        <BenefitsSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='rappel-titre']">
        <CallbackSection renderForm={renderCallbackForm} />
      </HydrateWhenNear>
      <PartnersSection listedSuppliers={listedSuppliers} />
      <HydrateWhenNear selector="section[aria-labelledby='assistant-titre']">
        <AssistantSection />
      </HydrateWhenNear>
      <RecommendedSection recommendedSuppliers={recommendedSuppliers} renderCard={renderSupplierCard} cardSkeleton={supplierCardSkeleton} />
      <HydrateWhenNear selector={`#${homeSectionIds.howItWorks}`}>
        <HowItWorksSection />
      </HydrateWhenNear>
      <TestimonialsSection />
      <HydrateWhenNear selector="section[aria-labelledby='conseils-titre']">
        <ArticlesSection featuredArticles={featuredArticles} />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='faq-titre']">
        <FaqSection />
      </HydrateWhenNear>
      <HydrateWhenNear selector="section[aria-labelledby='cta-titre']">
        <ClosingSection />
      </HydrateWhenNear>
    </>
  )
}
