import { type QueryKey, useQueryClient, useSuspenseQuery, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useVisitorDate } from './use-visitor-date.ts'

/**
 * The answer of a query asked by day, for the visitor's day in France. The first render reads the answer
 * of `renderedDay`, the day the route's loader asked for (the build's, on a prerendered page), which the
 * cache holds: hydration finds the markup the build wrote. Once the visitor's day is known (after
 * hydration) and differs, its answer is loaded first and shown once there, so no fallback replaces the
 * figures meanwhile. A failed load leaves the rendered day's answer in place: it carries its own date.
 */
export function useVisitorDayQuery<T, Key extends QueryKey>(
  renderedDay: string,
  queryOf: (day: string) => UseSuspenseQueryOptions<T, Error, T, Key>,
): T {
  return useVisitorDayAnswer(renderedDay, queryOf).data
}

/** useVisitorDayQuery's answer with the day it is for, for markup that states the day priced. */
export function useVisitorDayAnswer<T, Key extends QueryKey>(
  renderedDay: string,
  queryOf: (day: string) => UseSuspenseQueryOptions<T, Error, T, Key>,
): { data: T; day: string } {
  const queryClient = useQueryClient()
  const visitorDay = useVisitorDate(renderedDay)
  const [shownDay, setShownDay] = useState(renderedDay)
  useEffect(() => {
    if (visitorDay === shownDay) return
    let current = true
    queryClient.ensureQueryData(queryOf(visitorDay)).then(
      () => {
        if (current) setShownDay(visitorDay)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [queryClient, queryOf, visitorDay, shownDay])
  return { data: useSuspenseQuery(queryOf(shownDay)).data, day: shownDay }
}
