import { Hono } from 'hono'
import { z } from 'zod'
import { kvKeys } from '#contract/catalogue'
import { PositiveIdParam } from '#contract/common'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { parsePositiveId } from '../http/params.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'
import { pathParameter } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Fournisseur non trouvé.'
const BAD_ID = "L'identifiant du fournisseur doit être un entier positif."
const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the supplier lists, one supplier, its tariff plans. */
export const suppliers = new Hono<{ Bindings: Cloudflare.Env }>()

const lists = [
  { path: '/suppliers', key: kvKeys.suppliers, summary: 'Tous les fournisseurs', body: z.array(SupplierSummary) },
  { path: '/featured-suppliers', key: kvKeys.featuredSuppliers, summary: 'Fournisseurs recommandés', body: z.array(SupplierSummary) },
  {
    path: '/electricity-suppliers',
    key: kvKeys.electricitySuppliers,
    summary: 'Fournisseurs d’électricité',
    body: z.array(SupplierSummary),
  },
  { path: '/gas-suppliers', key: kvKeys.gasSuppliers, summary: 'Fournisseurs de gaz', body: z.array(SupplierSummary) },
  {
    path: '/cheapest-electricity-offers',
    key: kvKeys.cheapestElectricityOffers,
    summary: 'Offres d’électricité les moins chères (Base, 6 kVA)',
    body: z.array(CheapestOfferRow),
  },
]

for (const { path, key, summary, body } of lists) {
  suppliers.get(path, describeCatalogueRead({ summary, body }), (c) => serveCatalogueKey(c, key, { kind: 'fixed' }))
  suppliers.all(path, readOnly)
}

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

suppliers.get('/suppliers/:id', describeCatalogueRead({ summary: 'Un fournisseur', body: Supplier, ...bySupplier }), (c) => {
  const id = parsePositiveId(c.req.param('id'))
  if (id === null) return apiError(c, 400, 'bad_request', BAD_ID)
  return serveCatalogueKey(c, kvKeys.supplier(id), { kind: 'item', notFound: NOT_FOUND })
})
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
