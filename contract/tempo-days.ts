import { z } from './zod-mini.ts'
import { IsoDate } from './common.ts'
import { RegulatedSource } from './regulated-tariffs.ts'
import { TEMPO_COLOURS } from './tempo-dates.ts'

/**
 * Past Tempo day colours as RTE published them the day before, so a page can cost a household's real
 * year under the Tempo option. The seed reads seed/data/regulated/tempo-days.csv; the worker serves
 * GET /api/tempo-days. See docs/decisions/0042-tempo-day-colours.md.
 */

export const TempoColour = z.enum(TEMPO_COLOURS)
export type TempoColour = z.infer<typeof TempoColour>

export const TempoDay = z.object({ date: IsoDate, colour: TempoColour })
export type TempoDay = z.infer<typeof TempoDay>

/** A run of days one reference gives, every day of it (the seed refuses a hole inside a period). */
export const TempoSourcePeriod = z.object({
  from: IsoDate,
  to: IsoDate,
  reference: z.string().check(z.minLength(1)),
  note: z.optional(z.string().check(z.minLength(1))),
})
export type TempoSourcePeriod = z.infer<typeof TempoSourcePeriod>

/** Who published the colours, where each period was taken from, and when ops last checked it. */
export const TempoDaysSource = z.extend(RegulatedSource, {
  checkedAt: IsoDate,
  periods: z.array(TempoSourcePeriod),
})
export type TempoDaysSource = z.infer<typeof TempoDaysSource>

/** What the seed stores: every known day, oldest first, and the source. */
export const TempoDaysData = z.object({ days: z.array(TempoDay), source: TempoDaysSource })
export type TempoDaysData = z.infer<typeof TempoDaysData>

export const TEMPO_DAYS_MESSAGES = {
  from: 'La date de début (from) doit être un jour valide au format AAAA-MM-JJ (par exemple 2025-01-06).',
  to: 'La date de fin (to) doit être un jour valide au format AAAA-MM-JJ (par exemple 2025-08-31).',
  order: 'La date de fin (to) ne peut pas précéder la date de début (from).',
} as const

/** GET /api/tempo-days: both bounds optional and included. */
export const TempoDaysQuery = z
  .object({
    from: z.optional(IsoDate),
    to: z.optional(IsoDate),
  })
  .check(
    z.refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { path: ['to'], message: TEMPO_DAYS_MESSAGES.order }),
  )
export type TempoDaysQuery = z.infer<typeof TempoDaysQuery>

export const TempoDaysAnswer = z.object({
  /** The known days between the asked bounds, oldest first. A day absent is unknown, never blue by default. */
  days: z.array(TempoDay),
  source: TempoDaysSource,
  /** The first and last day the data knows, whatever the bounds asked; null when it knows none. */
  firstDay: z.nullable(IsoDate),
  lastDay: z.nullable(IsoDate),
  /**
   * Present once the site's scheduled job has stored days from RTE's API: where they come from and when
   * that series last changed. Such a day wins over the catalogue's file where both hold it.
   */
  rte: z.optional(z.object({ reference: z.string(), updatedAt: z.iso.datetime() })),
})
export type TempoDaysAnswer = z.infer<typeof TempoDaysAnswer>
