import { z } from './zod-mini.ts'
import { PositiveId } from './common.ts'

export const BENEFIT_ICONS = ['euro-sign', 'leaf', 'check-circle', 'lightbulb', 'shield', 'clock'] as const
export const BenefitIcon = z.enum(BENEFIT_ICONS)
export type BenefitIcon = z.infer<typeof BenefitIcon>

export const Benefit = z.object({
  id: PositiveId,
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  /** An icon the site does not know is shown as check-circle rather than failing the whole list. */
  icon: z.catch(BenefitIcon, 'check-circle'),
})
export type Benefit = z.infer<typeof Benefit>

export const Testimonial = z.object({
  id: PositiveId,
  name: z.string().check(z.minLength(1)),
  location: z.string().check(z.minLength(1)),
  rating: z.number().check(z.int(), z.gte(1), z.lte(5)),
  comment: z.string().check(z.minLength(1)),
})
export type Testimonial = z.infer<typeof Testimonial>
