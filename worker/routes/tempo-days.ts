import { Hono } from 'hono'
import { TEMPO_DAYS_MESSAGES, TempoDaysAnswer, TempoDaysData, TempoDaysQuery } from '#contract/tempo-days'
import { tempoDaysBetween } from '#contract/tempo-dates'
import { servedTempoDays, TempoLiveSeries } from '#contract/tempo-live-days'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { queryParameter } from '../openapi/parameters.ts'

type Env = { Bindings: Cloudflare.Env }

/**
 * Mounted at /api: the Tempo day colours, optionally between two days: the catalogue's (the seed's file)
 * and those the scheduled job took from RTE's API, RTE's winning a day both hold. The stored history is
 * small (a day is a few bytes), so it is filtered here rather than stored once per range.
 */

/** Where the days of the scheduled job come from, as the answer names it. */
const RTE_REFERENCE = 'API « Tempo Like Supply Contract » de RTE, relevée automatiquement plusieurs fois par jour par le site'
export const tempoDays = new Hono<Env>()

tempoDays.get(
  '/tempo-days',
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
    // Two bounds inside the seeded history, in order.
    parameters: [
      queryParameter({
        name: 'from',
        description: 'Premier jour voulu, AAAA-MM-JJ, inclus ; sans ce paramètre, depuis le premier jour connu.',
        schema: TempoDaysQuery.shape.from.def.innerType,
        example: '2025-01-06',
      }),
      queryParameter({
        name: 'to',
        description: 'Dernier jour voulu, AAAA-MM-JJ, inclus, pas avant `from` ; sans ce paramètre, jusqu’au dernier jour connu.',
        schema: TempoDaysQuery.shape.to.def.innerType,
        example: '2025-08-31',
      }),
    ],
    responses: { 400: invalidDate(`${TEMPO_DAYS_MESSAGES.from} ${TEMPO_DAYS_MESSAGES.to} ${TEMPO_DAYS_MESSAGES.order}`) },
  }),
  (c) => {
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
tempoDays.all('/tempo-days', methodNotAllowed('GET, HEAD'))
