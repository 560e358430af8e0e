import { Hono } from 'hono'
import { validator } from 'hono-openapi'
import { kvKeys } from '#contract/catalogue'
import { PositiveIdParam } from '#contract/common'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { z } from '#contract/zod'
import type { AppEnv } from '../http/app-env.ts'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError } from '../http/errors.ts'
import { describeCatalogueRead } from '../openapi/catalogue-read.ts'
import { parameterDocs, refuseWith } from '../openapi/parameters.ts'
import { errors } from '../openapi/responses.ts'

const NOT_FOUND = 'Fournisseur non trouvé.'
const BAD_ID = "L'identifiant du fournisseur doit être un entier positif."

/** A path id is a positive integer written plainly ("19", not "019", "1.0", "-1" or "1e3") and exactly representable. */
const SupplierParams = z.object({
  id: z.pipe(PositiveIdParam, z.transform(Number)).check(z.refine(Number.isSafeInteger)),
})

/** A list of the catalogue under its own address, read from one fixed key. */
function catalogueList(key: string, summary: string, body: z.core.$ZodType): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/', describeCatalogueRead({ summary, body }), (c) => serveCatalogueKey(c, key, { kind: 'fixed' }))
}

export const featuredSuppliers = catalogueList(kvKeys.featuredSuppliers, 'Fournisseurs recommandés', z.array(SupplierSummary))
export const electricitySuppliers = catalogueList(kvKeys.electricitySuppliers, 'Fournisseurs d’électricité', z.array(SupplierSummary))
export const gasSuppliers = catalogueList(kvKeys.gasSuppliers, 'Fournisseurs de gaz', z.array(SupplierSummary))
export const cheapestElectricityOffers = catalogueList(
  kvKeys.cheapestElectricityOffers,
  'Offres d’électricité les moins chères (Base, 6 kVA)',
  z.array(CheapestOfferRow),
)

/** Mounted at /api/suppliers: every supplier, one supplier, its tariff plans. */
export const suppliers = new Hono<AppEnv>()

suppliers.get('/', describeCatalogueRead({ summary: 'Tous les fournisseurs', body: z.array(SupplierSummary) }), (c) =>
  serveCatalogueKey(c, kvKeys.suppliers, { kind: 'fixed' }),
)

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

suppliers.get('/:id', supplierId, describeCatalogueRead({ summary: 'Un fournisseur', body: Supplier, ...bySupplier }), (c) =>
  serveCatalogueKey(c, kvKeys.supplier(c.req.valid('param').id), { kind: 'item', notFound: NOT_FOUND }),
)

suppliers.get(
  '/:id/tariff-plans',
  supplierId,
  describeCatalogueRead({ summary: 'Les offres d’un fournisseur', body: z.array(TariffPlan), ...bySupplier }),
  (c) => serveCatalogueKey(c, kvKeys.tariffPlans(c.req.valid('param').id), { kind: 'item', notFound: NOT_FOUND }),
)
