import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { apiGet } from '../../lib/api-client.ts'
import { regulatedReference, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { useVisitorDate } from '../../lib/use-visitor-date.ts'

const schemas = () => import('./response-schemas.ts')

/**
 * Without `?date`: the API picks for its own day, and sends every grid, so the browser can pick again
 * for the visitor's day (a grid that started since the build or the fetch takes over without a deploy).
 */
export const regulatedTariffsQuery = queryOptions({
  queryKey: ['regulated-tariffs'],
  queryFn: () => apiGet('/api/regulated-tariffs', async () => (await schemas()).regulatedTariffs),
})

export const gasReferencePricesQuery = queryOptions({
  queryKey: ['gas-reference-prices'],
  queryFn: () => apiGet('/api/gas-reference-prices', async () => (await schemas()).gasReferencePrices),
})

/** For route loaders: both references in the cache before the page renders (and in a prerendered page). */
export async function loadRegulatedReferences(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(regulatedTariffsQuery), queryClient.ensureQueryData(gasReferencePricesQuery)])
}

/**
 * The regulated references in force on the visitor's day: first those of the day the data was picked
 * for (the build's, on a prerendered page), then, after hydration, those of the browser's own date.
 */
export function useRegulatedReference(): RegulatedReference {
  const { data: tariffs } = useSuspenseQuery(regulatedTariffsQuery)
  const { data: gas } = useSuspenseQuery(gasReferencePricesQuery)
  const date = useVisitorDate(tariffs.date)
  return useMemo(() => regulatedReference(tariffs.history, gas.history, date), [tariffs.history, gas.history, date])
}
