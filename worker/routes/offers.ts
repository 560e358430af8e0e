import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { kvKeys } from '#contract/catalogue'
import type { OfferView } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersAnswer, OffersQuery } from '#contract/offers'
import { gridInForce, offerPrices, offerPricesAt } from '#contract/offer-pricing'
import { isStaleOffer, regulatedGridStart } from '#contract/offer-freshness'
import { OFFER_OPTIONS } from '#contract/offer-structures'
import { franceDate } from '#contract/regulated-dates'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { DAY_TEXT, issueField, parameterDocs, refuseWith } from '../openapi/parameters.ts'

/**
 * Mounted at /api/offers: the offers current on the asked day (today in France by default), filtered by energy,
 * option and meter power, each priced that day. A regulated-indexed offer is priced from the grid in
 * force that day, so a new regulated grid reprices it from its first day without a reseed; an offer past
 * its end date is gone from its next day on.
 */
export const offers = new Hono<AppEnv>()

/** Each parameter refused, with its own message; the answer's message is all of them. */
const refuseQuery = refuseWith((issues, c) => {
  const fields: Record<string, string[]> = {}
  for (const issue of issues) {
    const name = issueField(issue) as keyof typeof OFFERS_QUERY_MESSAGES
    fields[name] = [OFFERS_QUERY_MESSAGES[name]]
  }
  const message = Object.values(fields)
    .map(([m]) => m)
    .join(' ')
  return apiError(c, 400, 'validation_failed', message, fields)
})

offers.get(
  '/',
  // Together, the examples ask for offers the seeded catalogue prices.
  validator(
    'query',
    OffersQuery,
    refuseQuery,
    parameterDocs(OffersQuery, {
      supplier: {
        description:
          'Identifiant du fournisseur, un entier positif écrit simplement (« 1 », pas « 01 ») : seules ses offres sont données (aucune pour un identifiant inconnu).',
        // EDF: a supplier of the seeded catalogue with Base offers priced on that day.
        example: '1',
      },
      energy: { description: '« electricity » ou « gas ».', example: 'electricity' },
      option: { description: `Option ou structure de prix : ${OFFER_OPTIONS.map((o) => `« ${o} »`).join(', ')}.`, example: 'base' },
      kva: {
        description: 'Puissance du compteur en kVA (3, 6, 9, 12, 15, 18, 24, 30 ou 36) : seuls les prix de cette puissance sont donnés.',
        example: '6',
      },
      date: { description: DAY_TEXT, example: '2026-09-01' },
    }),
  ),
  describeCatalogueRead({
    summary: 'Les offres en cours un jour donné, avec leurs prix',
    description:
      'Chaque offre en cours (une offre dont la date de fin est passée n’y figure plus), filtrée par fournisseur, énergie, option et puissance ; les offres sans prix relevé viennent après les autres, avec la raison. Les prix sont TTC, l’abonnement par mois. Une offre à grilles datées est donnée avec la grille en vigueur ce jour-là (sa date de relevé et sa source). « stale » vaut true quand ses prix ne sont pas confirmés comme actuels ce jour-là : relevés plus de 6 mois avant, ou indexés sur une grille du tarif réglementé remplacée depuis ; le site les liste à part, sans les classer.',
    body: OffersAnswer,
    responses: { 400: invalidDate(OFFERS_QUERY_MESSAGES.date) },
  }),
  (c) => {
    const query = c.req.valid('query')
    const { supplier, energy, option, kva } = query
    const date = query.date ?? franceDate(new Date())
    return serveCatalogueAnswer(c, kvKeys.offers, date, (stored) => {
      const catalogue = OfferCatalogue.parse(stored)
      const regulatedFrom = regulatedGridStart(catalogue.grids, date)
      const views: OfferView[] = catalogue.offers
        .filter(
          (o) =>
            isCurrentOffer(o, date) &&
            (supplier === undefined || o.supplierId === supplier) &&
            (!energy || o.energy === energy) &&
            (!option || o.option === option),
        )
        .map((o) => {
          const prices = offerPrices(o, catalogue.grids, date)
          // An offer with dated grids is dated and sourced by the version in force that day.
          const grid = o.pricing.kind === 'datedGrids' ? gridInForce(o.pricing.grids, date) : undefined
          return {
            ...o,
            ...(grid ? { pricesCheckedAt: grid.checkedAt, source: grid.source } : {}),
            prices: kva === undefined ? prices : offerPricesAt(prices, kva),
            stale: isStaleOffer(o, date, regulatedFrom),
          }
        })
      // Offers that cannot be priced come after the others, never hidden.
      const ordered = [...views.filter((v) => v.prices.status === 'priced'), ...views.filter((v) => v.prices.status === 'unpriced')]
      const answer: OffersAnswer = {
        date,
        filters: { supplier: supplier ?? null, energy: energy ?? null, option: option ?? null, kva: kva ?? null },
        offers: ordered,
      }
      return answer
    })
  },
)
