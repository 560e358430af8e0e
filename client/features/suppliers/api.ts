import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./response-schemas.ts')

// Every supplier answer is priced for a day (YYYY-MM-DD, France): its price fields are the headlines of
// that day (contract/supplier-headline.ts). A page asks for the day its loader ran, then the visitor's.

export const suppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'all', day],
    queryFn: () => apiGet(`/api/suppliers?date=${day}`, async () => (await schemas()).supplierList),
  })

/** Any of the supplier lists for a day, for the components that browse one. */
export type SupplierListQuery = typeof suppliersQuery

export const featuredSuppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'featured', day],
    queryFn: () => apiGet(`/api/featured-suppliers?date=${day}`, async () => (await schemas()).supplierList),
  })

export const cheapestElectricityOffersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'cheapest-electricity-offers', day],
    queryFn: () => apiGet(`/api/cheapest-electricity-offers?date=${day}`, async () => (await schemas()).cheapestOffers),
  })

export const supplierQuery = (id: number, day: string) =>
  queryOptions({
    queryKey: ['suppliers', id, day],
    queryFn: () => apiGet(`/api/suppliers/${id}?date=${day}`, async () => (await schemas()).supplier),
  })

export const tariffPlansQuery = (supplierId: number) =>
  queryOptions({
    queryKey: ['suppliers', supplierId, 'tariff-plans'],
    queryFn: () => apiGet(`/api/suppliers/${supplierId}/tariff-plans`, async () => (await schemas()).tariffPlans),
  })

/**
 * The supplier's current offers with every version of their grids, as /api/offers gives them on its own
 * day: its page prices each again for the visitor's day (docs/decisions/0059).
 */
export const supplierOffersQuery = (supplierId: number) =>
  queryOptions({
    queryKey: ['offers', 'supplier', supplierId],
    queryFn: () => apiGet(`/api/offers?supplier=${supplierId}`, async () => (await schemas()).offers),
  })
