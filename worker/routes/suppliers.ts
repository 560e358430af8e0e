import { Hono } from 'hono'
import { kvKeys } from '#contract/catalogue'
import { serveCatalogueKey } from '../http/catalogue-response.ts'
import { apiError, methodNotAllowed } from '../http/errors.ts'
import { parsePositiveId } from '../http/params.ts'

const NOT_FOUND = 'Fournisseur non trouvé.'
const BAD_ID = "L'identifiant du fournisseur doit être un entier positif."
const readOnly = methodNotAllowed('GET, HEAD')

/** Mounted at /api: the supplier lists, one supplier, its tariff plans. */
export const suppliers = new Hono<{ Bindings: Cloudflare.Env }>()

const lists = {
  '/suppliers': kvKeys.suppliers,
  '/featured-suppliers': kvKeys.featuredSuppliers,
  '/electricity-suppliers': kvKeys.electricitySuppliers,
  '/gas-suppliers': kvKeys.gasSuppliers,
  '/cheapest-electricity-offers': kvKeys.cheapestElectricityOffers,
} as const

for (const [path, key] of Object.entries(lists)) {
  suppliers.get(path, (c) => serveCatalogueKey(c, key, { kind: 'fixed' }))
  suppliers.all(path, readOnly)
}

suppliers.get('/suppliers/:id', (c) => {
  const id = parsePositiveId(c.req.param('id'))
  if (id === null) return apiError(c, 400, 'bad_request', BAD_ID)
  return serveCatalogueKey(c, kvKeys.supplier(id), { kind: 'item', notFound: NOT_FOUND })
})
suppliers.all('/suppliers/:id', readOnly)

suppliers.get('/suppliers/:id/tariff-plans', (c) => {
  const id = parsePositiveId(c.req.param('id'))
  if (id === null) return apiError(c, 400, 'bad_request', BAD_ID)
  return serveCatalogueKey(c, kvKeys.tariffPlans(id), { kind: 'item', notFound: NOT_FOUND })
})
suppliers.all('/suppliers/:id/tariff-plans', readOnly)
