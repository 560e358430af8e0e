import { queryOptions } from '@tanstack/react-query'
import type { Energy } from '#contract/offers'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./response-schemas.ts')

// The comparison cards take their figures from the offers, priced by the page for the profile in its
// address: the lists give who sells, so the API's own day is enough.
const electricitySuppliers = queryOptions({
  queryKey: ['suppliers', 'electricity'],
  queryFn: () => apiGet('/api/electricity-suppliers', async () => (await schemas()).supplierList),
})
export const electricitySuppliersQuery = (_day: string) => electricitySuppliers

const gasSuppliers = queryOptions({
  queryKey: ['suppliers', 'gas'],
  queryFn: () => apiGet('/api/gas-suppliers', async () => (await schemas()).supplierList),
})
export const gasSuppliersQuery = (_day: string) => gasSuppliers

/**
 * Every offer of an energy current on the API's day, with how each is priced. Without `?date`: the page
 * prices them again for the visitor's own day and drops those that have ended by then.
 */
export const offersQuery = (energy: Energy) =>
  queryOptions({
    queryKey: ['offers', energy],
    queryFn: () => apiGet(`/api/offers?energy=${energy}`, async () => (await schemas()).offers),
  })
