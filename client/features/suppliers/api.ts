import { queryOptions } from '@tanstack/react-query'
import { z } from '#contract/zod'
import { CheapestOfferRow, Supplier, SupplierSummary } from '#contract/supplier'
import { TariffPlan } from '#contract/tariff-plan'
import { apiRequest } from '../../lib/api-client.ts'

const SupplierList = z.array(SupplierSummary)

async function get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await apiRequest<unknown>(path))
}

export const suppliersQuery = queryOptions({
  queryKey: ['suppliers'],
  queryFn: () => get('/api/suppliers', SupplierList),
})

export const electricitySuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'electricity'],
  queryFn: () => get('/api/electricity-suppliers', SupplierList),
})

export const gasSuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'gas'],
  queryFn: () => get('/api/gas-suppliers', SupplierList),
})

export const featuredSuppliersQuery = queryOptions({
  queryKey: ['suppliers', 'featured'],
  queryFn: () => get('/api/featured-suppliers', SupplierList),
})

export const cheapestElectricityOffersQuery = queryOptions({
  queryKey: ['suppliers', 'cheapest-electricity-offers'],
  queryFn: () => get('/api/cheapest-electricity-offers', z.array(CheapestOfferRow)),
})

export const supplierQuery = (id: number) =>
  queryOptions({
    queryKey: ['suppliers', id],
    queryFn: () => get(`/api/suppliers/${id}`, Supplier),
  })

export const tariffPlansQuery = (supplierId: number) =>
  queryOptions({
    queryKey: ['suppliers', supplierId, 'tariff-plans'],
    queryFn: () => get(`/api/suppliers/${supplierId}/tariff-plans`, z.array(TariffPlan)),
  })
