import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { TempoDaysAnswer } from '#contract/tempo-days'
import { apiGet } from '../../lib/api-client.ts'

const schemas = () => import('./regulated-responses.ts')

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

const fetchTempoDays = () => apiGet('/api/tempo-days', async () => (await schemas()).tempoDays)

/**
 * Every known Tempo day (a few kilobytes), without bounds: one cached answer serves any year the page
 * costs. Days RTE has not coloured yet, or the data lacks, are absent (see tempoColourByDay). The meter page
 * works without them (it then costs Tempo with the regulated calendar and says so), so a failed answer
 * is null rather than an error.
 */
export const tempoDaysOrNoneQuery = queryOptions({
  queryKey: ['tempo-days'],
  queryFn: () => fetchTempoDays().catch((): TempoDaysAnswer | null => null),
})

/** For route loaders: both references in the cache before the page renders (and in a prerendered page). */
export async function loadRegulatedReferences(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.ensureQueryData(regulatedTariffsQuery), queryClient.ensureQueryData(gasReferencePricesQuery)])
}
