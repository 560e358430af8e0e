import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { DeferredConnectionWatcher } from './features/connection/deferred-connection-watcher.tsx'
import type { AppRouter } from './router.tsx'
import { ToastProvider } from './ui/toast.tsx'

/** The whole app, the same tree in the browser and in the build's prerender (client/prerender.tsx). */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Above the router: the router renders nothing until the first page's data is there, and
            the loading overlay and connection toasts must show before that. */}
        <ToastProvider>
          <RouterProvider router={router} />
          <DeferredConnectionWatcher />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>
  )
}
