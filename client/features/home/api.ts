import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./home-responses.ts')

export const benefitsQuery = queryOptions({
  queryKey: ['benefits'],
  queryFn: () => apiGet('/api/benefits', async () => (await schemas()).benefits),
})

export const testimonialsQuery = queryOptions({
  queryKey: ['testimonials'],
  queryFn: () => apiGet('/api/testimonials', async () => (await schemas()).testimonials),
})

/**
 * The savings figures and their basis on `day` (YYYY-MM-DD, France): the API counts the offers whose
 * prices are confirmed as current that day (docs/decisions/0060).
 */
export const savingsClaimsQuery = (day: string) =>
  queryOptions({
    queryKey: ['savings-claims', day],
    queryFn: () => apiGet(`/api/savings-claims?date=${day}`, async () => (await schemas()).savingsClaims),
  })
