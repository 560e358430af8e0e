import type { Context } from 'hono'
import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import type { GasReferencePricesAnswer, RegulatedTariffsAnswer } from '#contract/regulated-tariffs'
import { franceDate, gasMonthInForce, gridsInForce, latestGasMonth, newestFirst } from '#contract/regulated-dates'
import { GasReferenceData, REGULATED_DATE_MESSAGE, RegulatedDateQuery, RegulatedTariffData } from '#contract/regulated-tariffs'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'

type Env = { Bindings: Cloudflare.Env }
const readOnly = methodNotAllowed('GET, HEAD')

/** The asked day, or today in France; a 400 response when the query is not a valid day. */
function askedDate(c: Context<Env>): string | Response {
  const parsed = RegulatedDateQuery.safeParse({ date: c.req.query('date') })
  if (!parsed.success) return apiError(c, 400, 'validation_failed', REGULATED_DATE_MESSAGE, { date: [REGULATED_DATE_MESSAGE] })
  return parsed.data.date ?? franceDate(new Date())
}

/**
 * Mounted at /api: the regulated references, picked by date from the whole stored history, so a grid
 * imported before it takes effect is served from its first day without a reseed.
 */
export const regulatedTariffs = new Hono<Env>()

regulatedTariffs.get('/regulated-tariffs', (c) => {
  const date = askedDate(c)
  if (date instanceof Response) return date
  return serveCatalogueAnswer(c, kvKeys.regulatedTariffs, date, (stored) => {
    const { grids } = RegulatedTariffData.parse(stored)
    const answer: RegulatedTariffsAnswer = { date, inForce: gridsInForce(grids, date), history: newestFirst(grids) }
    return answer
  })
})
regulatedTariffs.all('/regulated-tariffs', readOnly)

regulatedTariffs.get('/gas-reference-prices', (c) => {
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
})
regulatedTariffs.all('/gas-reference-prices', readOnly)
