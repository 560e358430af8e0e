import { Hono } from 'hono'
import type { TempoDaysAnswer } from '#contract/tempo-days'
import { TEMPO_DAYS_MESSAGES, TempoDaysData, TempoDaysQuery } from '#contract/tempo-days'
import { tempoDaysBetween } from '#contract/tempo-dates'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'

type Env = { Bindings: Cloudflare.Env }

/**
 * Mounted at /api: the past Tempo day colours, optionally between two days. The stored history is
 * small (a day is a few bytes), so it is filtered here rather than stored once per range.
 */
export const tempoDays = new Hono<Env>()

tempoDays.get('/tempo-days', (c) => {
  const parsed = TempoDaysQuery.safeParse({ from: c.req.query('from'), to: c.req.query('to') })
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'from' ? 'from' : 'to'
      // The order check runs only on two valid days, so a field carries one message at most.
      const message = issue.code === 'custom' ? TEMPO_DAYS_MESSAGES.order : TEMPO_DAYS_MESSAGES[field]
      fields[field] = [message]
    }
    const message = Object.values(fields)
      .map(([m]) => m)
      .join(' ')
    return apiError(c, 400, 'validation_failed', message, fields)
  }
  const { from, to } = parsed.data
  // The ETag names the range: the same catalogue gives another answer for other bounds.
  return serveCatalogueAnswer(c, kvKeys.tempoDays, `${from ?? 'start'}_${to ?? 'end'}`, (stored) => {
    const { days, source } = TempoDaysData.parse(stored)
    const answer: TempoDaysAnswer = {
      days: tempoDaysBetween(days, from, to),
      source,
      firstDay: days[0]?.date ?? null,
      lastDay: days[days.length - 1]?.date ?? null,
    }
    return answer
  })
})
tempoDays.all('/tempo-days', methodNotAllowed('GET, HEAD'))
