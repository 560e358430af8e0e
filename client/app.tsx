import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import type { AppRouter } from './router.tsx'

/**
 * The app in the browser: the router, whose Query integration provides the QueryClient (client/router.tsx).
 * The root route renders the document itself, <html> included, so everything on screen lives under it
 * (client/routes/__root.tsx); the build's server render (client/entry-server.tsx) renders the same router.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
}
