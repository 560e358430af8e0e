import { queryOptions } from '@tanstack/react-query'
import { z } from '#contract/zod'
import { Benefit, Testimonial } from '#contract/content'
import { apiRequest } from '../../lib/api-client.ts'

export const benefitsQuery = queryOptions({
  queryKey: ['benefits'],
  queryFn: async () => z.array(Benefit).parse(await apiRequest<unknown>('/api/benefits')),
})

export const testimonialsQuery = queryOptions({
  queryKey: ['testimonials'],
  queryFn: async () => z.array(Testimonial).parse(await apiRequest<unknown>('/api/testimonials')),
})
