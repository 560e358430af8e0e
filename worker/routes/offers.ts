import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import type { OffersAnswer, OfferView } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersQuery } from '#contract/offers'
import { offerPrices, offerPricesAt } from '#contract/offer-pricing'
import { franceDate } from '#contract/regulated-dates'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'

type Env = { Bindings: Cloudflare.Env }

/**
 * Mounted at /api: the offers current on the asked day (today in France by default), filtered by energy,
 * option and meter power, each priced that day. A regulated-indexed offer is priced from the grid in
 * force that day, so a new regulated grid reprices it from its first day without a reseed; an offer past
 * its end date is gone from its next day on.
 */
export const offers = new Hono<Env>()

offers.get('/offers', (c) => {
  const parsed = OffersQuery.safeParse({
    energy: c.req.query('energy'),
    option: c.req.query('option'),
    kva: c.req.query('kva'),
    date: c.req.query('date'),
  })
  if (!parsed.success) {
    const fields: Record<string, string[]> = {}
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as keyof typeof OFFERS_QUERY_MESSAGES
      fields[name] = [OFFERS_QUERY_MESSAGES[name]]
    }
    const message = Object.values(fields)
      .map(([m]) => m)
      .join(' ')
    return apiError(c, 400, 'validation_failed', message, fields)
  }
  const { energy, option, kva } = parsed.data
  const date = parsed.data.date ?? franceDate(new Date())
  return serveCatalogueAnswer(c, kvKeys.offers, date, (stored) => {
    const catalogue = OfferCatalogue.parse(stored)
    const views: OfferView[] = catalogue.offers
      .filter((o) => isCurrentOffer(o, date) && (!energy || o.energy === energy) && (!option || o.option === option))
      .map((o) => {
        const prices = offerPrices(o, catalogue.grids, date)
        return { ...o, prices: kva === undefined ? prices : offerPricesAt(prices, kva) }
      })
    // Offers that cannot be priced come after the others, never hidden.
    const ordered = [...views.filter((v) => v.prices.status === 'priced'), ...views.filter((v) => v.prices.status === 'unpriced')]
    const answer: OffersAnswer = { date, filters: { energy: energy ?? null, option: option ?? null, kva: kva ?? null }, offers: ordered }
    return answer
  })
})
offers.all('/offers', methodNotAllowed('GET, HEAD'))
