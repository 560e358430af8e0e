import { z } from './zod.ts'
import { parisMidnight } from './paris-time.ts'
import { shiftDay } from './tempo-calendar.ts'

/**
 * What RTE's public API « Tempo Like Supply Contract » (v1) answers, as the worker's client
 * (worker/integrations/rte-tempo.ts) reads it; no other module knows RTE's format. What is assumed of
 * it, beyond RTE's documentation, is listed in docs/decisions/0053-tempo-colours-from-rte.md.
 */

/** The OAuth2 client-credentials answer of RTE's token endpoint. */
export const RteTokenAnswer = z.object({
  access_token: z.string().min(1),
  token_type: z.string().min(1),
  /** Seconds the token stays valid (RTE gives 7 200). */
  expires_in: z.number().int().positive(),
})
export type RteTokenAnswer = z.infer<typeof RteTokenAnswer>

/** RTE's colour names; the site's own are blue, white and red. */
export const RTE_TEMPO_COLOURS = { BLUE: 'blue', WHITE: 'white', RED: 'red' } as const

/** A date-time with its offset, as RTE writes them: 2026-11-26T00:00:00+01:00. */
const RteDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}:\d{2}|Z)$/, 'date-time with an offset expected')

/**
 * One Tempo day: it must run from midnight in France to the next midnight, each bound with the offset
 * France has at that moment (so a day of clock change has two offsets). A bound at any other hour, or
 * with the wrong offset, is refused: its day could not be told for sure.
 */
export const RteTempoValue = z
  .object({
    start_date: RteDateTime,
    end_date: RteDateTime,
    value: z.enum(['BLUE', 'WHITE', 'RED']),
    updated_date: RteDateTime,
  })
  .superRefine((value, context) => {
    const date = value.start_date.slice(0, 10)
    if (value.start_date !== parisMidnight(date)) {
      context.addIssue({ code: 'custom', path: ['start_date'], message: `not midnight in France (${parisMidnight(date)})` })
      return
    }
    const next = parisMidnight(shiftDay(date, 1))
    if (value.end_date !== next) context.addIssue({ code: 'custom', path: ['end_date'], message: `the day must end at ${next}` })
  })
export type RteTempoValue = z.infer<typeof RteTempoValue>

export const RteTempoCalendarAnswer = z.object({
  tempo_like_calendars: z.object({
    start_date: RteDateTime,
    end_date: RteDateTime,
    values: z.array(RteTempoValue),
  }),
})
export type RteTempoCalendarAnswer = z.infer<typeof RteTempoCalendarAnswer>
