import type { QueryClient } from '@tanstack/react-query'
import type { Energy } from '#contract/offers'
import { pageHead } from '../../lib/seo.ts'
import { electricitySuppliersQuery, gasSuppliersQuery, offersQuery } from './api.ts'
import { parseComparisonSearch } from './comparison-search.ts'

// The comparison pages' route options, apart from their component (energy-comparison-page.tsx): a route file
// and what it imports are in every page's first-load JavaScript, while the router plugin moves the
// component that a route file writes as its own property into that route's chunk.

/** The addresses that show a comparison: the electricity and gas pages and the comparator's aliases. */
export type ComparisonPath = '/electricite' | '/gaz' | '/comparateur/electricite-gaz' | '/comparateur/electricite-verte'

/** What sets one comparison page apart from the others. */
export interface ComparisonPageInfo {
  path: ComparisonPath
  energy: Energy
  /** The page's heading and lead. */
  title: string
  intro: string
  /** The document's title and description. */
  head: { title: string; description: string }
  /** The green-energy comparator starts with the green filter on. */
  greenByDefault?: boolean
}

export function comparisonListQuery(energy: Energy) {
  return energy === 'electricity' ? electricitySuppliersQuery : gasSuppliersQuery
}

/**
 * The options the comparison pages share, spread into each route file beside its component.
 * ?filter=green preselects green offers; ?postalCode is free text shown as a badge. The regulated
 * references (another feature's) and the offers are the page's frame, the ranking its main content: the
 * loader waits for them. The suppliers' list is started, not awaited: it shows its skeletons, or its
 * « Réessayer », while it loads or fails.
 */
export function comparisonRoute(page: ComparisonPageInfo, loadReferences: (queryClient: QueryClient) => Promise<void>) {
  return {
    validateSearch: parseComparisonSearch(page.energy),
    loader: async ({ context }: { context: { queryClient: QueryClient } }) => {
      void context.queryClient.prefetchQuery(comparisonListQuery(page.energy))
      await Promise.all([loadReferences(context.queryClient), context.queryClient.ensureQueryData(offersQuery(page.energy))])
    },
    head: () => pageHead(page.head.title, page.head.description),
  }
}
