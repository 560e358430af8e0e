import { queryOptions } from '@tanstack/react-query'
import type { SupplierAnswerName } from './supplier-responses.ts'

const schemas = () => import('./supplier-responses.ts')

// Every supplier answer is priced for a day (YYYY-MM-DD, France): its price fields are the headlines of
// that day (contract/supplier-headline.ts). A page asks for the day its loader ran, then the visitor's.
// Each is asked first without `?date`: the plain, shared address other pages and caches use, answered for
// the API's own day (`asOf`). An answer for another day (a page's earlier day, or a visitor's clock that is
// not the server's) is asked again with its day named.

/** A reader of one supplier answer, its schema and day check loaded with the request (kept out of the first load). */
const read =
  <K extends SupplierAnswerName>(path: string, name: K, day?: string) =>
  async () =>
    (await schemas()).readAnswer(path, name, day)

export const suppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'all', day],
    queryFn: read('/api/suppliers', 'supplierList', day),
  })

/** Any of the supplier lists for a day, for the components that browse one. */
export type SupplierListQuery = typeof suppliersQuery

export const featuredSuppliersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'featured', day],
    queryFn: read('/api/featured-suppliers', 'supplierList', day),
  })

export const cheapestElectricityOffersQuery = (day: string) =>
  queryOptions({
    queryKey: ['suppliers', 'cheapest', day],
    queryFn: read(`/api/cheapest-electricity-offers?date=${day}`, 'cheapestOffers'),
  })

export const supplierQuery = (id: number, day: string) =>
  queryOptions({
    queryKey: ['suppliers', id, day],
    queryFn: read(`/api/suppliers/${id}`, 'supplier', day),
  })

export const tariffPlansQuery = (supplierId: number) =>
  queryOptions({
    queryKey: ['suppliers', supplierId, 'tariff-plans'],
    queryFn: read(`/api/suppliers/${supplierId}/tariff-plans`, 'tariffPlans'),
  })

/**
 * The supplier's current offers with every version of their grids, as /api/offers gives them on its own
 * day: its page prices each again for the visitor's day (docs/decisions/0059).
 */
export const supplierOffersQuery = (supplierId: number) =>
  queryOptions({
    queryKey: ['offers', 'supplier', supplierId],
    queryFn: read(`/api/offers?supplier=${supplierId}`, 'offers'),
  })
