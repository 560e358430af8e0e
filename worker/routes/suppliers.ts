import { Hono } from 'hono'
import type { Context } from 'hono'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { PositiveIdParam } from '#contract/common'
import { OFFERS_QUERY_MESSAGES, OfferCatalogue, OffersQuery } from '#contract/offers'
import { franceDate } from '#contract/regulated-dates'
import { CheapestOfferEntry, CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { supplierHeadline, withHeadlines } from '#contract/supplier-headline'
import { TariffPlan } from '#contract/tariff-plan'
import { serveCatalogueKey, servePricedAnswer } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { parsePositiveId } from '../http/params.ts'
import { describeCatalogueRead, invalidDate } from '../openapi/catalogue-read.ts'
import { dayParameter, pathParameter } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Fournisseur non trouvé.'
const BAD_ID = "L'identifiant du fournisseur doit être un entier positif."
const readOnly = methodNotAllowed('GET, HEAD')

type Env = { Bindings: Cloudflare.Env }

/** Mounted at /api: the supplier lists, one supplier, its tariff plans. */
export const suppliers = new Hono<Env>()

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

/** The asked day, read as /api/offers reads its own; null with the 400 already answered. */
function askedDay(c: Context<Env>): string | Response {
  const parsed = OffersQuery.shape.date.safeParse(c.req.query('date'))
  if (!parsed.success) {
    const message = OFFERS_QUERY_MESSAGES.date
    return apiError(c, 400, 'validation_failed', message, { date: [message] })
  }
  return parsed.data ?? franceDate(new Date())
}

const day = dayParameter(OffersQuery.shape.date.def.innerType, '2026-09-01')
const badDay = invalidDate(OFFERS_QUERY_MESSAGES.date)

const lists = [
  { path: '/suppliers', key: kvKeys.suppliers, summary: 'Tous les fournisseurs' },
  { path: '/featured-suppliers', key: kvKeys.featuredSuppliers, summary: 'Fournisseurs recommandés' },
  { path: '/electricity-suppliers', key: kvKeys.electricitySuppliers, summary: 'Fournisseurs d’électricité' },
  { path: '/gas-suppliers', key: kvKeys.gasSuppliers, summary: 'Fournisseurs de gaz' },
]

for (const { path, key, summary } of lists) {
  suppliers.get(
    path,
    describeCatalogueRead({
      summary,
      description: PRICES_DESCRIPTION,
      body: z.array(SupplierSummary),
      parameters: [day],
      responses: { 400: badDay },
    }),
    (c) => {
      const date = askedDay(c)
      if (typeof date !== 'string') return date
      return servePricedAnswer(c, key, { kind: 'fixed' }, date, (stored, catalogue) => {
        const { offers, grids } = OfferCatalogue.parse(catalogue)
        return z
          .array(SupplierSummary)
          .parse(stored)
          .map((s) => withHeadlines(s, offers, grids, date))
      })
    },
  )
  suppliers.all(path, readOnly)
}

suppliers.get(
  '/cheapest-electricity-offers',
  describeCatalogueRead({
    summary: 'Offres d’électricité les moins chères (Base, 6 kVA)',
    description: [
      'Les fournisseurs du tableau éditorial, chacun avec son offre Base la moins chère pour 3 500 kWh par an à 6 kVA le jour',
      'demandé (la même que `/api/suppliers`), dans l’ordre du tableau éditorial ; une offre dont les prix ne sont pas',
      'confirmés comme actuels est marquée `stale` ; un fournisseur sans prix ce jour-là n’y figure pas.',
    ].join(' '),
    body: z.array(CheapestOfferRow),
    parameters: [day],
    responses: { 400: badDay },
  }),
  (c) => {
    const date = askedDay(c)
    if (typeof date !== 'string') return date
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
        ({ entry, h }, index): CheapestOfferRow => ({
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
suppliers.all('/cheapest-electricity-offers', readOnly)

/** An id and its answers, for both reads by supplier. */
const bySupplier = {
  parameters: [
    pathParameter({
      name: 'id',
      description: 'Identifiant du fournisseur, un entier positif écrit simplement (« 19 », pas « 019 »).',
      schema: PositiveIdParam,
      // ekWateur: a supplier of the seeded catalogue, with tariff plans.
      example: '19',
    }),
  ],
  responses: {
    400: errors.badRequest('L’identifiant n’est pas un entier positif écrit simplement (`bad_request`).'),
    404: errors.notFound(NOT_FOUND),
  },
}

suppliers.get(
  '/suppliers/:id',
  describeCatalogueRead({
    summary: 'Un fournisseur',
    description: PRICES_DESCRIPTION,
    body: Supplier,
    ...bySupplier,
    parameters: [...bySupplier.parameters, day],
    responses: {
      400: errors.badRequest(
        `L’identifiant n’est pas un entier positif écrit simplement (\`bad_request\`), ou la date est invalide (\`validation_failed\`) : « ${OFFERS_QUERY_MESSAGES.date} »`,
      ),
      404: errors.notFound(NOT_FOUND),
    },
  }),
  (c) => {
    const id = parsePositiveId(c.req.param('id'))
    if (id === null) return apiError(c, 400, 'bad_request', BAD_ID)
    const date = askedDay(c)
    if (typeof date !== 'string') return date
    return servePricedAnswer(c, kvKeys.supplier(id), { kind: 'item', notFound: NOT_FOUND }, date, (stored, catalogue) => {
      const { offers, grids } = OfferCatalogue.parse(catalogue)
      return withHeadlines(Supplier.parse(stored), offers, grids, date)
    })
  },
)
suppliers.all('/suppliers/:id', readOnly)

suppliers.get(
  '/suppliers/:id/tariff-plans',
  describeCatalogueRead({ summary: 'Les offres d’un fournisseur', body: z.array(TariffPlan), ...bySupplier }),
  (c) => {
    const id = parsePositiveId(c.req.param('id'))
    if (id === null) return apiError(c, 400, 'bad_request', BAD_ID)
    return serveCatalogueKey(c, kvKeys.tariffPlans(id), { kind: 'item', notFound: NOT_FOUND })
  },
)
suppliers.all('/suppliers/:id/tariff-plans', readOnly)
