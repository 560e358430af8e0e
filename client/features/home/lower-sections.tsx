import { ArticlesSection } from './articles-section.tsx'
import { AssistantSection } from './assistant-section.tsx'
import { BenefitsSection } from './benefits-section.tsx'
import { CallbackSection } from './callback-section.tsx'
import { ClosingSection } from './closing-section.tsx'
import { FaqSection } from './faq-section.tsx'
import { HowItWorksSection } from './how-it-works-section.tsx'

/**
 * The home's sections from « Pourquoi comparer » down, in a chunk of their own. They start three screens
 * and more below the top on a phone and a laptop alike, so a prerendered home keeps their HTML and
 * fetches their code only when one comes near or is acted on (home-page.tsx): a visit that stays above
 * them never loads it, the FAQ and the chat script among it.
 */
export const lowerSections = {
  ArticlesSection,
  AssistantSection,
  BenefitsSection,
  CallbackSection,
  ClosingSection,
  FaqSection,
  HowItWorksSection,
}
