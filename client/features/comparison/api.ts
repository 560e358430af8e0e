import { queryOptions } from '@tanstack/react-query'
import type { Energy } from '#contract/offers'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./response-schemas.ts')

export const electricitySuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'electricity'],
  queryFn: () => apiGet('/api/electricity-suppliers', async () => (await schemas()).supplierList),
})

export const gasSuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'gas'],
  queryFn: () => apiGet('/api/gas-suppliers', async () => (await schemas()).supplierList),
})

/**
 * Every offer of an energy current on the API's day, with how each is priced. Without `?date`: the page
 * prices them again for the visitor's own day and drops those that have ended by then.
 */
export const offersQuery = (energy: Energy) =>
  queryOptions({
    queryKey: ['offers', energy],
    queryFn: () => apiGet(`/api/offers?energy=${energy}`, async () => (await schemas()).offers),
  })
