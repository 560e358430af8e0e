import { createContext, useContext, useEffect } from 'react'

/**
 * Set by a part that waits to hydrate (hydrate-when-near.tsx): called once React has hydrated its
 * content. A lazy part inside has a Suspense boundary of its own, which React hydrates after the
 * outer one, so the lazy part reports it itself, from inside that boundary.
 */
export const PartHydratedContext = createContext<(() => void) | null>(null)

/** Rendered inside a Suspense boundary: its effect runs once React has hydrated all of the boundary. */
export function ReportPartHydrated() {
  const report = useContext(PartHydratedContext)
  useEffect(() => report?.(), [report])
  return null
}
