import type { SupplierSummary } from '#contract/supplier'
import { NO_COMMITMENT } from '#contract/constants'
import { SUPPLIER_FILTERS, type SupplierFilter } from './supplier-filters.ts'

/** Labels of the quick filters, in French. */
export const FILTER_LABELS: Record<SupplierFilter, string> = {
  electricity: 'Électricité',
  gas: 'Gaz',
  green: 'Énergie verte',
  economical: 'Économique',
  noCommitment: 'Sans engagement',
}

/** How many cards /fournisseurs shows before "Voir tous les fournisseurs": two rows on desktop, a short scroll on phones. */
export const INITIAL_SUPPLIERS = 6

const FILTER_TESTS: Record<SupplierFilter, (supplier: SupplierSummary) => boolean> = {
  electricity: (s) => s.hasElectricity,
  gas: (s) => s.hasGas,
  green: (s) => s.isGreen,
  economical: (s) => s.isEconomical,
  noCommitment: (s) => s.commitment === NO_COMMITMENT,
}

/**
 * The suppliers' search: trimmed and case-insensitive; matches when the name or the description contains
 * the text, or when the text is exactly "électricité" (suppliers of electricity) or "gaz" (of gas).
 */
export function matchesSearch(supplier: SupplierSummary, search: string): boolean {
  const text = search.trim().toLocaleLowerCase('fr-FR')
  if (text === '') return true
  if (text === 'électricité') return supplier.hasElectricity
  if (text === 'gaz') return supplier.hasGas
  return supplier.name.toLocaleLowerCase('fr-FR').includes(text) || supplier.description.toLocaleLowerCase('fr-FR').includes(text)
}

/** Search and filters together: every selected filter must hold (AND). */
export function filterSuppliers(
  suppliers: readonly SupplierSummary[],
  search: string,
  filters: readonly SupplierFilter[],
): SupplierSummary[] {
  return suppliers.filter((supplier) => matchesSearch(supplier, search) && filters.every((filter) => FILTER_TESTS[filter](supplier)))
}

/** Whether a search or a filter narrows the list (then every match shows, and reset is offered). */
export function hasCriteria(search: string, filters: readonly SupplierFilter[]): boolean {
  return search.trim() !== '' || filters.length > 0
}

export function toggleFilter(filters: readonly SupplierFilter[], filter: SupplierFilter): SupplierFilter[] {
  return filters.includes(filter)
    ? filters.filter((f) => f !== filter)
    : SUPPLIER_FILTERS.filter((f) => f === filter || filters.includes(f))
}

/** The cards to show: all matches while a criterion is active or once "see all" is pressed, else the cap. */
export function visibleSuppliers<T>(matches: readonly T[], options: { criteria: boolean; showAll: boolean; limit?: number }): T[] {
  if (options.limit === undefined || options.criteria || options.showAll) return [...matches]
  return matches.slice(0, options.limit)
}

/** "12 fournisseurs trouvés" for the live region. */
export function resultCountLabel(count: number): string {
  if (count === 0) return 'Aucun fournisseur trouvé'
  return count === 1 ? '1 fournisseur trouvé' : `${count} fournisseurs trouvés`
}
