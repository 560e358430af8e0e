import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { kvKeys } from '#contract/catalogue'
import { PositiveIdParam } from '#contract/common'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersQuery } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { CheapestOfferEntry, CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { supplierHeadline, withHeadlines } from '#contract/supplier-headline'
import { TariffPlan } from '#contract/tariff-plan'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueKey, servePricedAnswer } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { DAY_TEXT, parameterDocs, refuseWith } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Fournisseur non trouvé.'
const BAD_ID = "L'identifiant du fournisseur doit être un entier positif."

const PRICES_DESCRIPTION = [
  'Les champs de prix (`electricityPriceKwh`, `electricitySubscriptionPrice`, `gasPriceKwh`, `gasSubscriptionPrice`) sont',
  'calculés pour le jour demandé (`asOf`) à partir des offres du catalogue : pour chaque énergie, l’offre en cours la moins',
  'chère pour un foyer en option Base, 6 kVA (3 500 kWh par an d’électricité, 8 200 kWh de gaz), parmi celles dont les prix',
  'sont confirmés comme actuels ce jour-là ; à défaut, l’offre aux prix relevés le plus récemment, avec `stale: true`',
  '(prix non confirmés depuis plus de 6 mois) ; à défaut de tout prix, le champ est absent et la raison est donnée.',
  '`headlines` donne, par énergie, l’offre retenue (`offerId`, `offerName`), ses prix, son coût annuel, `pricesCheckedAt`',
  'et `stale` ; `offerId`, `offerName`, `pricesCheckedAt` et `stale` au premier niveau sont ceux de l’électricité, à',
  'défaut du gaz.',
].join(' ')

/** The asked day, checked as /api/offers checks its own and documented by the same schema. */
const DayQuery = z.object({ date: OffersQuery.shape.date })
const askedDay = validator(
  'query',
  DayQuery,
  refuseWith((_issues, c) => {
    const message = OFFERS_QUERY_MESSAGES.date
    return apiError(c, 400, 'validation_failed', message, { date: [message] })
  }),
  parameterDocs(DayQuery, { date: { description: DAY_TEXT, example: '2026-09-01' } }),
)
const badDay = invalidDate(OFFERS_QUERY_MESSAGES.date)

/** A supplier list under its own address, each supplier's price fields its headlines of the asked day. */
function supplierList(key: string, summary: string): Hono<AppEnv> {
  return new Hono<AppEnv>().get(
    '/',
    askedDay,
    describeCatalogueRead({ summary, description: PRICES_DESCRIPTION, body: z.array(SupplierSummary), responses: { 400: badDay } }),
    (c) => {
      const date = c.req.valid('query').date ?? franceDate(new Date())
      return servePricedAnswer(c, key, { kind: 'fixed' }, date, (stored, catalogue) => {
        const { offers, grids } = OfferCatalogue.parse(catalogue)
        return z
          .array(SupplierSummary)
          .parse(stored)
          .map((s) => withHeadlines(s, offers, grids, date))
      })
    },
  )
}

export const featuredSuppliers = supplierList(kvKeys.featuredSuppliers, 'Fournisseurs recommandés')
export const electricitySuppliers = supplierList(kvKeys.electricitySuppliers, 'Fournisseurs d’électricité')
export const gasSuppliers = supplierList(kvKeys.gasSuppliers, 'Fournisseurs de gaz')

/** Mounted at /api/cheapest-electricity-offers: the editorial table, each row priced from its supplier's headline. */
export const cheapestElectricityOffers = new Hono<AppEnv>().get(
  '/',
  askedDay,
  describeCatalogueRead({
    summary: 'Offres d’électricité les moins chères (Base, 6 kVA)',
    description: [
      'Les fournisseurs du tableau éditorial, chacun avec son offre Base la moins chère pour 3 500 kWh par an à 6 kVA le jour',
      'demandé (la même que `/api/suppliers`), dans l’ordre du tableau éditorial ; une offre dont les prix ne sont pas',
      'confirmés comme actuels est marquée `stale` ; un fournisseur sans prix ce jour-là n’y figure pas.',
    ].join(' '),
    body: z.array(CheapestOfferRow),
    responses: { 400: badDay },
  }),
  (c) => {
    const date = c.req.valid('query').date ?? franceDate(new Date())
    return servePricedAnswer(c, kvKeys.cheapestElectricityOffers, { kind: 'fixed' }, date, (stored, catalogue) => {
      const { offers, grids } = OfferCatalogue.parse(catalogue)
      const rows = z
        .array(CheapestOfferEntry)
        .parse(stored)
        .flatMap((entry) => {
          const h = supplierHeadline(offers, grids, entry.supplierId, 'electricity', date)
          return h.status === 'priced' ? [{ entry, h }] : []
        })
      return rows.map(
        ({ entry, h }, index): z.infer<typeof CheapestOfferRow> => ({
          rank: index + 1,
          supplierId: entry.supplierId,
          supplierName: entry.supplierName,
          offerName: h.offerName,
          electricityPriceKwh: h.priceKwh,
          monthlySubscription: h.subscriptionPerMonth,
          kva: 6,
          option: 'Base',
          pricesCheckedAt: h.pricesCheckedAt,
          offerId: h.offerId,
          yearlyCost: h.yearlyCost,
          stale: h.stale,
        }),
      )
    })
  },
)

/** Mounted at /api/suppliers: every supplier, one supplier, its tariff plans. */
export const suppliers = supplierList(kvKeys.suppliers, 'Tous les fournisseurs')

/** A path id is a positive integer written plainly ("19", not "019", "1.0", "-1" or "1e3") and exactly representable. */
const SupplierParams = z.object({
  id: z.pipe(PositiveIdParam, z.transform(Number)).check(z.refine(Number.isSafeInteger)),
})

/** The id of both reads by supplier, checked and documented by one schema. */
const supplierId = validator(
  'param',
  SupplierParams,
  refuseWith((_issues, c) => apiError(c, 400, 'bad_request', BAD_ID)),
  parameterDocs(SupplierParams, {
    id: {
      description: 'Identifiant du fournisseur, un entier positif écrit simplement (« 19 », pas « 019 »).',
      // ekWateur: a supplier of the seeded catalogue, with tariff plans.
      example: '19',
    },
  }),
)

const bySupplier = {
  responses: {
    400: errors.badRequest('L’identifiant n’est pas un entier positif écrit simplement (`bad_request`).'),
    404: errors.notFound(NOT_FOUND),
  },
}

suppliers.get(
  '/:id',
  supplierId,
  askedDay,
  describeCatalogueRead({
    summary: 'Un fournisseur',
    description: PRICES_DESCRIPTION,
    body: Supplier,
    responses: {
      400: errors.badRequest(
        `L’identifiant n’est pas un entier positif écrit simplement (\`bad_request\`), ou la date est invalide (\`validation_failed\`) : « ${OFFERS_QUERY_MESSAGES.date} »`,
      ),
      404: errors.notFound(NOT_FOUND),
    },
  }),
  (c) => {
    const { id } = c.req.valid('param')
    const date = c.req.valid('query').date ?? franceDate(new Date())
    return servePricedAnswer(c, kvKeys.supplier(id), { kind: 'item', notFound: NOT_FOUND }, date, (stored, catalogue) => {
      const { offers, grids } = OfferCatalogue.parse(catalogue)
      return withHeadlines(Supplier.parse(stored), offers, grids, date)
    })
  },
)

suppliers.get(
  '/:id/tariff-plans',
  supplierId,
  describeCatalogueRead({ summary: 'Les offres d’un fournisseur', body: z.array(TariffPlan), ...bySupplier }),
  (c) => serveCatalogueKey(c, kvKeys.tariffPlans(c.req.valid('param').id), { kind: 'item', notFound: NOT_FOUND }),
)
