/**
 * The supplier lists' quick filters as the address writes them (`?filtres=green,gas`): the reader every
 * page's first load needs for its routes' search parameters, apart from the filtering and its labels,
 * which only the lists' own code needs.
 */
export const SUPPLIER_FILTERS = ['electricity', 'gas', 'green', 'economical', 'noCommitment'] as const
export type SupplierFilter = (typeof SUPPLIER_FILTERS)[number]

/**
 * The filters of a URL value such as "green,gas": known ids only, each once, in the canonical order,
 * so a hand-edited or stale address never breaks the page.
 */
export function parseFilters(value: string | undefined): SupplierFilter[] {
  if (!value) return []
  const wanted = new Set(value.split(',').map((part) => part.trim()))
  return SUPPLIER_FILTERS.filter((filter) => wanted.has(filter))
}

/** The URL value of a set of filters, in the canonical order ("" for none). */
export function serializeFilters(filters: readonly SupplierFilter[]): string {
  return SUPPLIER_FILTERS.filter((filter) => filters.includes(filter)).join(',')
}
