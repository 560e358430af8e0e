import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { CatchBoundary } from '@tanstack/react-router'
import { Suspense, type ReactNode } from 'react'

export type QueryBoundaryProps = {
  /** Shown while a query of `children` loads (skeletons, a « Chargement… » status). */
  pending: ReactNode
  /** Shown when a query of `children` failed; `retry` clears the error and loads again. */
  failure: (retry: () => void) => ReactNode
  children: ReactNode
}

/**
 * The loading and failed states of one block of a page whose data a `useSuspenseQuery` reads: the rest
 * of the page stays up, and « Réessayer » refetches only what failed. The route's loader starts the
 * fetch without waiting for it, so a slow or failed list never holds the page.
 */
export function QueryBoundary({ pending, failure, children }: QueryBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <CatchBoundary
          getResetKey={() => 0}
          errorComponent={({ reset }) =>
            failure(() => {
              resetQueries()
              reset()
            })
          }
        >
          <Suspense fallback={pending}>{children}</Suspense>
        </CatchBoundary>
      )}
    </QueryErrorResetBoundary>
  )
}
