import { useEffect, useState } from 'react'
import { franceDate } from '#contract/regulated-dates'

/**
 * The visitor's calendar day in France, by the browser's own clock. The first render uses
 * `renderedDate` (the day the data was picked for: the build's, on a prerendered page), so hydration
 * finds the markup the build wrote; the visitor's day replaces it in an effect, after hydration
 * (docs/decisions/0026-regulated-figures-by-visitor-date.md).
 */
export function useVisitorDate(renderedDate: string): string {
  const [visitorDate, setVisitorDate] = useState<string | null>(null)
  useEffect(() => {
    setVisitorDate(franceDate(new Date()))
  }, [])
  return visitorDate ?? renderedDate
}
