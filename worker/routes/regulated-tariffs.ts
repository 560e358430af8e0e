import { Hono } from 'hono'
import { validator } from 'hono-openapi'
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
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { DAY_TEXT, parameterDocs, refuseWith } from '../openapi/parameters.ts'

/** The day both reads are asked for; a day that is not one gets the contract's message. */
const askedDay = validator(
  'query',
  RegulatedDateQuery,
  refuseWith((_issues, c) => apiError(c, 400, 'validation_failed', REGULATED_DATE_MESSAGE, { date: [REGULATED_DATE_MESSAGE] })),
  // A day the seeded catalogue has both a grid and a gas month in force for.
  parameterDocs(RegulatedDateQuery, { date: { description: DAY_TEXT, example: '2026-02-15' } }),
)

/**
 * The regulated references, picked by date from the whole stored history, so a grid imported before it
 * takes effect is served from its first day without a reseed. Mounted at /api/regulated-tariffs.
 */
export const regulatedTariffs = new Hono<AppEnv>()

regulatedTariffs.get(
  '/',
  askedDay,
  describeCatalogueRead({
    summary: 'Tarifs réglementés d’électricité (Tarif Bleu) en vigueur un jour donné',
    description:
      'Les grilles Base, Heures pleines / Heures creuses et Tempo en vigueur le jour demandé, et tout l’historique. Un prix inconnu vaut null (« non communiqué »).',
    body: RegulatedTariffsAnswer,
    responses: { 400: invalidDate(REGULATED_DATE_MESSAGE) },
  }),
  (c) => {
    const date = c.req.valid('query').date ?? franceDate(new Date())
    return serveCatalogueAnswer(c, kvKeys.regulatedTariffs, date, (stored) => {
      const { grids } = RegulatedTariffData.parse(stored)
      const answer: RegulatedTariffsAnswer = { date, inForce: gridsInForce(grids, date), history: newestFirst(grids) }
      return answer
    })
  },
)
/** Mounted at /api/gas-reference-prices. */
export const gasReferencePrices = new Hono<AppEnv>()

gasReferencePrices.get(
  '/',
  askedDay,
  describeCatalogueRead({
    summary: 'Prix repère du gaz (CRE) d’un mois donné',
    description:
      'Le mois du jour demandé s’il est publié, le dernier mois connu à cette date, et tout l’historique. Un prix inconnu vaut null.',
    body: GasReferencePricesAnswer,
    responses: { 400: invalidDate(REGULATED_DATE_MESSAGE) },
  }),
  (c) => {
    const date = c.req.valid('query').date ?? franceDate(new Date())
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
