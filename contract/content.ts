import { z } from './zod.ts'
import { PositiveId } from './common.ts'

export const BENEFIT_ICONS = ['euro-sign', 'leaf', 'check-circle', 'lightbulb', 'shield', 'clock'] as const
export const BenefitIcon = z.enum(BENEFIT_ICONS)
export type BenefitIcon = z.infer<typeof BenefitIcon>

export const Benefit = z.object({
  id: PositiveId,
  title: z.string().min(1),
  description: z.string().min(1),
  /** An icon the site does not know is shown as check-circle rather than failing the whole list. */
  icon: BenefitIcon.catch('check-circle'),
})
export type Benefit = z.infer<typeof Benefit>

export const Testimonial = z.object({
  id: PositiveId,
  name: z.string().min(1),
  location: z.string().min(1),
  rating: z.number().int().min(1).max(5),
  comment: z.string().min(1),
})
export type Testimonial = z.infer<typeof Testimonial>
