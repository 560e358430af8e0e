import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./response-schemas.ts')

export const benefitsQuery = queryOptions({
  queryKey: ['benefits'],
  queryFn: () => apiGet('/api/benefits', async () => (await schemas()).benefits),
})

export const testimonialsQuery = queryOptions({
  queryKey: ['testimonials'],
  queryFn: () => apiGet('/api/testimonials', async () => (await schemas()).testimonials),
})

/** The savings figures and their basis, computed from the catalogue when it was seeded. */
export const savingsClaimsQuery = queryOptions({
  queryKey: ['savings-claims'],
  queryFn: () => apiGet('/api/savings-claims', async () => (await schemas()).savingsClaims),
})
