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
