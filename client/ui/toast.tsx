import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { lazyPart } from '../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../lib/use-load-when-idle.ts'
import type { CurrentToast, ToastApi, ToastOptions } from './toast-types.ts'

const ToastContext = createContext<ToastApi | null>(null)

// Radix Toast is not needed to show a page: it loads in its own chunk once the page is idle, or at once
// when a toast is asked for before; a toast asked for meanwhile shows when it arrives. Until then the
// page's own « Connexion perdue » comes from the first-load script (client/first-load/connection.ts),
// and the connection watcher, which says it after that, waits for this chunk before taking over.
const ToastViewChunk = lazyPart(() => import('./toast-view.tsx').then((module) => module.ToastView))

/** Starts loading the toasts' view (safe to call repeatedly); resolves once it has arrived. */
export const preloadToastView = ToastViewChunk.preload

export type ToastProviderProps = {
  children: ReactNode
  /** Default time on screen, in milliseconds. Default 5000. */
  duration?: number
}

/** Toasts for the whole app, at most one on screen; the viewport is Radix Toast's, with F8 to reach it. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [current, setCurrent] = useState<CurrentToast | null>(null)
  const [asked, setAsked] = useState(false)
  // A toast asked for before idle time loads the view now.
  const viewReady = useLoadWhenIdle(ToastViewChunk.preload, asked ? 'now' : 'idle')

  const toast = useCallback((options: ToastOptions) => {
    setAsked(true)
    // A new key mounts a new Radix toast, so the replacement is announced and gets its own timer.
    setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true }))
  }, [])

  const dismiss = useCallback(() => {
    setCurrent((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  // Until the view has arrived, a toast's time on screen runs all the same: one the view could only show
  // later than that (after the connection came back) is out of date.
  const waiting = !viewReady && current?.open ? current : null
  useEffect(() => {
    if (!waiting) return
    const timer = window.setTimeout(dismiss, waiting.duration ?? duration)
    return () => window.clearTimeout(timer)
  }, [waiting, duration, dismiss])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {viewReady ? <ToastViewChunk current={current} duration={duration} onDismiss={dismiss} failure={() => null} /> : null}
    </ToastContext>
  )
}

/** `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}
