import { pageHead } from '../../lib/seo.ts'

// The legal pages' route options, apart from their component (legal-page.tsx): a route file and what it
// imports are in every page's first-load JavaScript, while the router plugin moves the component that a
// route file writes as its own property into that route's chunk.

/** What sets one legal page apart from the others: its heading (also its breadcrumb name) and summary. */
export interface LegalPageInfo {
  title: string
  description: string
}

/** The options the legal pages share, spread into each route file beside its component. */
export function legalRoute(page: LegalPageInfo) {
  return {
    head: () => pageHead(page.title, page.description),
  }
}
