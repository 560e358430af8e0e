import { queryOptions } from '@tanstack/react-query'
import { apiGet, type ResponseSchema } from '../../lib/api-client.ts'

const schemas = () => import('./supplier-responses.ts')

// Every supplier answer is priced for a day (YYYY-MM-DD, France): its price fields are the headlines of
// that day (contract/supplier-headline.ts). A page asks for the day its loader ran, then the visitor's.
// Each is asked first without `?date`: the plain, shared address other pages and caches use, answered for
// the API's own day (`asOf`). An answer for another day (a page's earlier day, or a visitor's clock that is
// not the server's) is asked again with its day named.

async function ofDay<T>(path: string, day: string, schema: () => Promise<ResponseSchema<T>>): Promise<T> {
  const answer = await apiGet(path, schema)
  return (await schemas()).isOfDay(answer, day) ? answer : apiGet(`${path}?date=${day}`, schema)
}

export const suppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'all', day],
    queryFn: () => ofDay('/api/suppliers', day, async () => (await schemas()).supplierList),
  })

/** Any of the supplier lists for a day, for the components that browse one. */
export type SupplierListQuery = typeof suppliersQuery

export const featuredSuppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'featured', day],
    queryFn: () => ofDay('/api/featured-suppliers', day, async () => (await schemas()).supplierList),
  })

export const cheapestElectricityOffersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'cheapest', day],
    queryFn: () => apiGet(`/api/cheapest-electricity-offers?date=${day}`, async () => (await schemas()).cheapestOffers),
  })

export const supplierQuery = (id: number, day: string) =>
  queryOptions({
    queryKey: ['suppliers', id, day],
    queryFn: () => ofDay(`/api/suppliers/${id}`, day, async () => (await schemas()).supplier),
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
