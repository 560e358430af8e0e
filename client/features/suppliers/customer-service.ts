import type { SupplierSummary } from '#contract/supplier'

/**
 * The best-rated suppliers for customer service: by customer rating, then by number of reviews (a
 * 4,5 from thousands of reviews outweighs one from a handful), then catalogue order. Computed from the
 * catalogue so the block never drifts from the cards.
 */
export function topForCustomerService(suppliers: readonly SupplierSummary[], count = 3): SupplierSummary[] {
  return suppliers
    .map((supplier, index) => ({ supplier, index }))
    .sort((a, b) => b.supplier.rating - a.supplier.rating || b.supplier.reviews - a.supplier.reviews || a.index - b.index)
    .slice(0, count)
    .map(({ supplier }) => supplier)
}
