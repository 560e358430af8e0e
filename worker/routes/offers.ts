import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { z } from 'zod'
import type { OfferView } from '#contract/offers'
import { isCurrentOffer } from '#contract/offer-dates'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersAnswer, OffersQuery } from '#contract/offers'
import { gridInForce, offerPrices, offerPricesAt } from '#contract/offer-pricing'
import { isStaleOffer, regulatedGridStart } from '#contract/offer-freshness'
import { OFFER_OPTIONS } from '#contract/offer-structures'
import { franceDate } from '#contract/regulated-dates'
import { serveCatalogueAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { dayParameter, queryParameter } from '../openapi/parameters.ts'

type Env = { Bindings: Cloudflare.Env }

/**
 * Mounted at /api: the offers current on the asked day (today in France by default), filtered by energy,
 * option and meter power, each priced that day. A regulated-indexed offer is priced from the grid in
 * force that day, so a new regulated grid reprices it from its first day without a reseed; an offer past
 * its end date is gone from its next day on.
 */
export const offers = new Hono<Env>()

offers.get(
  '/offers',
  describeCatalogueRead({
    summary: 'Les offres en cours un jour donné, avec leurs prix',
    description:
      'Chaque offre en cours (une offre dont la date de fin est passée n’y figure plus), filtrée par fournisseur, énergie, option et puissance ; les offres sans prix relevé viennent après les autres, avec la raison. Les prix sont TTC, l’abonnement par mois. Une offre à grilles datées est donnée avec la grille en vigueur ce jour-là (sa date de relevé et sa source). « stale » vaut true quand ses prix ne sont pas confirmés comme actuels ce jour-là : relevés plus de 6 mois avant, ou indexés sur une grille du tarif réglementé remplacée depuis ; le site les liste à part, sans les classer.',
    body: OffersAnswer,
    // Together, the examples ask for offers the seeded catalogue prices.
    parameters: [
      queryParameter({
        name: 'supplier',
        description:
          'Identifiant du fournisseur, un entier positif écrit simplement (« 1 », pas « 01 ») : seules ses offres sont données (aucune pour un identifiant inconnu).',
        schema: OffersQuery.shape.supplier.def.innerType,
        // EDF: a supplier of the seeded catalogue with Base offers priced on that day.
        example: '1',
      }),
      queryParameter({
        name: 'energy',
        description: '« electricity » ou « gas ».',
        schema: OffersQuery.shape.energy.def.innerType,
        example: 'electricity',
      }),
      queryParameter({
        name: 'option',
        description: `Option ou structure de prix : ${OFFER_OPTIONS.map((o) => `« ${o} »`).join(', ')}.`,
        schema: OffersQuery.shape.option.def.innerType,
        example: 'base',
      }),
      queryParameter({
        name: 'kva',
        description: 'Puissance du compteur en kVA (3, 6, 9, 12, 15, 18, 24, 30 ou 36) : seuls les prix de cette puissance sont donnés.',
        // The values the contract's pattern accepts, listed: a client reads them better than a pattern.
        schema: z.enum(['3', '6', '9', '12', '15', '18', '24', '30', '36']),
        example: '6',
      }),
      dayParameter(OffersQuery.shape.date.def.innerType, '2026-09-01'),
    ],
    responses: { 400: invalidDate(OFFERS_QUERY_MESSAGES.date) },
  }),
  (c) => {
    const parsed = OffersQuery.safeParse({
      supplier: c.req.query('supplier'),
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
    const { supplier, energy, option, kva } = parsed.data
    const date = parsed.data.date ?? franceDate(new Date())
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
offers.all('/offers', methodNotAllowed('GET, HEAD'))
