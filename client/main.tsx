import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConnectionWatcher } from './features/connection/connection-watcher.tsx'
import { createQueryClient } from './lib/query-client.ts'
import { createAppRouter } from './router.tsx'
import { ToastProvider } from './ui/toast.tsx'
import './ui/global.css.ts'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Above the router: the router renders nothing until the first page's data is there, and
            the loading overlay and connection toasts must show before that. */}
        <ToastProvider>
          <RouterProvider router={router} />
          <ConnectionWatcher />
        </ToastProvider>
      </QueryClientProvider>
    </StrictMode>,
  )
}
