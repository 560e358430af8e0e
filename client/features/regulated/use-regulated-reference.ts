import { useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { regulatedReference, type RegulatedReference } from '../../lib/regulated-reference.ts'
import { useVisitorDate } from '../../lib/use-visitor-date.ts'
import { gasReferencePricesQuery, regulatedTariffsQuery } from './api.ts'

// Apart from the queries (api.ts): the routes' loaders, in every page's first load, need the queries
// only; picking the figures of a day, and the date rules it takes, load with the pages that show them.

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
