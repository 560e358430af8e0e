import { z } from '#contract/zod-mini'
import { Benefit, Testimonial } from '#contract/content'
import { SavingsClaims } from '#contract/savings-claims'

// Loaded on demand by api.ts, with the data it checks.
export const benefits = z.array(Benefit)
export const testimonials = z.array(Testimonial)
export const savingsClaims = z.nullable(SavingsClaims)
