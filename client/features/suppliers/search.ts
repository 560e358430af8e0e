import type { SupplierSummary } from '#contract/supplier'
import { NO_COMMITMENT } from '#contract/supplier'

export const SUPPLIER_FILTERS = ['electricity', 'gas', 'green', 'economical', 'noCommitment'] as const
export type SupplierFilter = (typeof SUPPLIER_FILTERS)[number]

const FILTER_TESTS: Record<SupplierFilter, (supplier: SupplierSummary) => boolean> = {
  electricity: (s) => s.hasElectricity,
  gas: (s) => s.hasGas,
  green: (s) => s.isGreen,
  economical: (s) => s.isEconomical,
  noCommitment: (s) => s.commitment === NO_COMMITMENT,
}

/**
 * The spec's search: trimmed and case-insensitive; matches when the name or the description contains
 * the text, or when the text is exactly "électricité" (suppliers of electricity) or "gaz" (of gas).
 */
export function matchesSearch(supplier: SupplierSummary, search: string): boolean {
  const text = search.trim().toLocaleLowerCase('fr-FR')
  if (text === '') return true
  if (text === 'électricité') return supplier.hasElectricity
  if (text === 'gaz') return supplier.hasGas
  return (
    supplier.name.toLocaleLowerCase('fr-FR').includes(text) ||
    supplier.description.toLocaleLowerCase('fr-FR').includes(text)
  )
}

/** Search and filters together: every selected filter must hold (AND). */
export function filterSuppliers(
  suppliers: readonly SupplierSummary[],
  search: string,
  filters: readonly SupplierFilter[],
): SupplierSummary[] {
  return suppliers.filter(
    (supplier) => matchesSearch(supplier, search) && filters.every((filter) => FILTER_TESTS[filter](supplier)),
  )
}
