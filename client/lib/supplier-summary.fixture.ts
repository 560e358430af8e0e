import type { SupplierSummary } from '#contract/supplier'

/** A supplier as the lists give it, every field filled with a plain value; a test states what it changes. */
export function supplier(overrides: Partial<SupplierSummary>): SupplierSummary {
  return {
    id: 1,
    name: 'Fournisseur',
    offerName: 'Offre',
    description: 'Une description.',
    rating: 4,
    reviews: 10,
    isEconomical: false,
    isGreen: false,
    isFlexible: false,
    isNew: false,
    hasElectricity: true,
    hasGas: false,
    electricityPriceKwh: 0.2,
    electricitySubscriptionPrice: 15,
    greenPercentage: 0,
    priceType: 'fixed',
    commitment: 'Sans engagement',
    commitmentMonths: 0,
    features: [],
    websiteUrl: 'https://example.fr/',
    pricesCheckedAt: '2025-05-15',
    pricesAreEstimates: false,
    ...overrides,
  }
}
