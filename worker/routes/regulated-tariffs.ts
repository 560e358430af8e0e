import type { Context } from 'hono'
import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { franceDate, gasMonthInForce, gridsInForce, latestGasMonth, newestFirst } from '#contract/regulated-dates'
import {
  GasReferenceData,
  GasReferencePricesAnswer,
  REGULATED_DATE_MESSAGE,
  RegulatedDateQuery,
  RegulatedTariffData,
  RegulatedTariffsAnswer,
} from '#contract/regulated-tariffs'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { dayParameter } from '../openapi/parameters.ts'

type Env = { Bindings: Cloudflare.Env }
const readOnly = methodNotAllowed('GET, HEAD')

/** The asked day, or today in France; a 400 response when the query is not a valid day. */
function askedDate(c: Context<Env>): string | Response {
  const parsed = RegulatedDateQuery.safeParse({ date: c.req.query('date') })
  if (!parsed.success) return apiError(c, 400, 'validation_failed', REGULATED_DATE_MESSAGE, { date: [REGULATED_DATE_MESSAGE] })
  return parsed.data.date ?? franceDate(new Date())
}

/** The day both reads are asked for, as a query parameter. */
// A day the seeded catalogue has both a grid and a gas month in force for.
const dateParameter = dayParameter(RegulatedDateQuery.shape.date.def.innerType, '2026-02-15')

/**
 * Mounted at /api: the regulated references, picked by date from the whole stored history, so a grid
 * imported before it takes effect is served from its first day without a reseed.
 */
export const regulatedTariffs = new Hono<Env>()

regulatedTariffs.get(
  '/regulated-tariffs',
  describeCatalogueRead({
    summary: 'Tarifs réglementés d’électricité (Tarif Bleu) en vigueur un jour donné',
    description:
      'Les grilles Base, Heures pleines / Heures creuses et Tempo en vigueur le jour demandé, et tout l’historique. Un prix inconnu vaut null (« non communiqué »).',
    body: RegulatedTariffsAnswer,
    parameters: [dateParameter],
    responses: { 400: invalidDate(REGULATED_DATE_MESSAGE) },
  }),
  (c) => {
    const date = askedDate(c)
    if (date instanceof Response) return date
    return serveCatalogueAnswer(c, kvKeys.regulatedTariffs, date, (stored) => {
      const { grids } = RegulatedTariffData.parse(stored)
      const answer: RegulatedTariffsAnswer = { date, inForce: gridsInForce(grids, date), history: newestFirst(grids) }
      return answer
    })
  },
)
regulatedTariffs.all('/regulated-tariffs', readOnly)

regulatedTariffs.get(
  '/gas-reference-prices',
  describeCatalogueRead({
    summary: 'Prix repère du gaz (CRE) d’un mois donné',
    description:
      'Le mois du jour demandé s’il est publié, le dernier mois connu à cette date, et tout l’historique. Un prix inconnu vaut null.',
    body: GasReferencePricesAnswer,
    parameters: [dateParameter],
    responses: { 400: invalidDate(REGULATED_DATE_MESSAGE) },
  }),
  (c) => {
    const date = askedDate(c)
    if (date instanceof Response) return date
    return serveCatalogueAnswer(c, kvKeys.gasReferencePrices, date, (stored) => {
      const { months } = GasReferenceData.parse(stored)
      const answer: GasReferencePricesAnswer = {
        date,
        inForce: gasMonthInForce(months, date),
        latestKnown: latestGasMonth(months, date),
        history: [...months].sort((a, b) => b.month.localeCompare(a.month)),
      }
      return answer
    })
  },
)
regulatedTariffs.all('/gas-reference-prices', readOnly)
