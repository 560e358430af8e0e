import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./response-schemas.ts')

export const suppliersQuery = queryOptions({
  queryKey: ['suppliers'],
  queryFn: () => apiGet('/api/suppliers', async () => (await schemas()).supplierList),
})

/** Any of the supplier lists, for the components that browse one. */
export type SupplierListQuery = typeof suppliersQuery

export const electricitySuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'electricity'],
  queryFn: () => apiGet('/api/electricity-suppliers', async () => (await schemas()).supplierList),
})

export const gasSuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'gas'],
  queryFn: () => apiGet('/api/gas-suppliers', async () => (await schemas()).supplierList),
})

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
 * Every offer of an energy current on the API's day, with how each is priced. Without `?date`: the page
 * prices them again for the visitor's own day and drops those that have ended by then.
 */
export const offersQuery = (energy: 'electricity' | 'gas') =>
  queryOptions({
    queryKey: ['offers', energy],
    queryFn: () => apiGet(`/api/offers?energy=${energy}`, async () => (await schemas()).offers),
  })
