import { z } from '#contract/zod'
import { Benefit, Testimonial } from '#contract/content'

// Loaded on demand by api.ts, with the data it checks.
export const benefits = z.array(Benefit)
export const testimonials = z.array(Testimonial)
