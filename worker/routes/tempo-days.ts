import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { TEMPO_DAYS_MESSAGES, TempoDaysAnswer, TempoDaysData, TempoDaysQuery } from '#contract/tempo-days'
import { tempoDaysBetween } from '#contract/tempo-dates'
import { servedTempoDays, TempoLiveSeries } from '#contract/tempo-live-days'
import { kvKeys } from '#contract/catalogue'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { issueField, parameterDocs, refuseWith } from '../openapi/parameters.ts'

/**
 * Mounted at /api/tempo-days: the Tempo day colours, optionally between two days: the catalogue's (the seed's file)
 * and those the scheduled job took from RTE's API, RTE's winning a day both hold. The stored history is
 * small (a day is a few bytes), so it is filtered here rather than stored once per range.
 */

/** Where the days of the scheduled job come from, as the answer names it. */
const RTE_REFERENCE = 'API « Tempo Like Supply Contract » de RTE, relevée automatiquement plusieurs fois par jour par le site'
export const tempoDays = new Hono<AppEnv>()

/** Each bound refused with its own message, the order of two valid bounds with its own; the answer's message is all of them. */
const refuseBounds = refuseWith((issues, c) => {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issueField(issue) === 'from' ? 'from' : 'to'
    // The order check runs only on two valid days, so a field carries one message at most.
    fields[field] = [issue.message === TEMPO_DAYS_MESSAGES.order ? TEMPO_DAYS_MESSAGES.order : TEMPO_DAYS_MESSAGES[field]]
  }
  const message = Object.values(fields)
    .map(([m]) => m)
    .join(' ')
  return apiError(c, 400, 'validation_failed', message, fields)
})

tempoDays.get(
  '/',
  // Two bounds inside the seeded history, in order.
  validator(
    'query',
    TempoDaysQuery,
    refuseBounds,
    parameterDocs(TempoDaysQuery, {
      from: {
        description: 'Premier jour voulu, AAAA-MM-JJ, inclus ; sans ce paramètre, depuis le premier jour connu.',
        example: '2025-01-06',
      },
      to: {
        description: 'Dernier jour voulu, AAAA-MM-JJ, inclus, pas avant `from` ; sans ce paramètre, jusqu’au dernier jour connu.',
        example: '2025-08-31',
      },
    }),
  ),
  describeCatalogueRead({
    summary: 'Couleurs passées des jours Tempo (RTE)',
    description: [
      'Les jours Tempo connus entre `from` et `to` (inclus), du plus ancien au plus récent, avec la couleur que RTE a',
      'publiée la veille : « blue », « white » ou « red » ; le lendemain y figure dès que RTE l’a publié (vers 11 h).',
      'Un jour absent de la liste est inconnu (jamais bleu par défaut). `firstDay` et `lastDay` bornent toutes les',
      'données connues, quels que soient `from` et `to` ; null quand aucun jour n’est connu. `source` dit qui publie',
      'les couleurs et d’où vient chaque période du fichier du catalogue ; `rte`, présent dès que le site a relevé',
      'des jours sur l’API de RTE, dit quand cette série a changé pour la dernière fois (ces jours l’emportent sur',
      'le fichier).',
    ].join(' '),
    body: TempoDaysAnswer,
    responses: { 400: invalidDate(`${TEMPO_DAYS_MESSAGES.from} ${TEMPO_DAYS_MESSAGES.to} ${TEMPO_DAYS_MESSAGES.order}`) },
  }),
  (c) => {
    const { from, to } = c.req.valid('query')
    // The ETag names the range: the same catalogue gives another answer for other bounds.
    return serveCatalogueAnswer(
      c,
      kvKeys.tempoDays,
      `${from ?? 'start'}_${to ?? 'end'}`,
      (stored, fromRte) => {
        const { days: catalogue, source } = TempoDaysData.parse(stored)
        const live = fromRte === null ? null : TempoLiveSeries.parse(fromRte)
        const days = servedTempoDays(catalogue, live?.days ?? [])
        const answer: TempoDaysAnswer = {
          days: tempoDaysBetween(days, from, to),
          source,
          firstDay: days[0]?.date ?? null,
          lastDay: days[days.length - 1]?.date ?? null,
          ...(live ? { rte: { reference: RTE_REFERENCE, updatedAt: live.updatedAt } } : {}),
        }
        return answer
      },
      kvKeys.tempoDaysFromRte,
    )
  },
)
