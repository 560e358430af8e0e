import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./supplier-responses.ts')

export const suppliersQuery = queryOptions({
  queryKey: ['suppliers'],
  queryFn: () => apiGet('/api/suppliers', async () => (await schemas()).supplierList),
})

/** Any of the supplier lists, for the components that browse one. */
export type SupplierListQuery = typeof suppliersQuery

export const featuredSuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'featured'],
  queryFn: () => apiGet('/api/featured-suppliers', async () => (await schemas()).supplierList),
})

export const cheapestElectricityOffersQuery = queryOptions({
  queryKey: ['suppliers', 'cheapest-electricity-offers'],
  queryFn: () => apiGet('/api/cheapest-electricity-offers', async () => (await schemas()).cheapestOffers),
})

export const supplierQuery = (id: number) =>
  queryOptions({
    queryKey: ['suppliers', id],
    queryFn: () => apiGet(`/api/suppliers/${id}`, async () => (await schemas()).supplier),
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
