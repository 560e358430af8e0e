import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { lazyPart } from '../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../lib/use-load-when-idle.ts'
import { PlainToast } from './plain-toast.tsx'
import type { CurrentToast, ToastApi, ToastOptions } from './toast-types.ts'

const ToastContext = createContext<ToastApi | null>(null)

// Radix Toast is not needed to show a page: it loads in its own chunk once the page is idle. Until it
// has arrived (or when it cannot, offline), PlainToast shows the toast from the first load's code.
const ToastViewChunk = lazyPart(() => import('./toast-view.tsx').then((module) => module.ToastView))

export type ToastProviderProps = {
  children: ReactNode
  /** Default time on screen, in milliseconds. Default 5000. */
  duration?: number
}

/** Toasts for the whole app, at most one on screen; the viewport is Radix Toast's, with F8 to reach it. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [current, setCurrent] = useState<CurrentToast | null>(null)
  const [asked, setAsked] = useState(false)
  // A toast asked for before idle time loads the view now; the plain toast stands in meanwhile.
  const viewReady = useLoadWhenIdle(ToastViewChunk.preload, asked ? 'now' : 'idle')

  const toast = useCallback((options: ToastOptions) => {
    setAsked(true)
    // A new key mounts a new Radix toast, so the replacement is announced and gets its own timer.
    setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true }))
  }, [])

  const dismiss = useCallback(() => {
    setCurrent((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {viewReady ? (
        <ToastViewChunk
          current={current}
          duration={duration}
          onDismiss={dismiss}
          failure={() => <PlainToast current={current} duration={duration} onDismiss={dismiss} />}
        />
      ) : (
        <PlainToast current={current} duration={duration} onDismiss={dismiss} />
      )}
    </ToastContext>
  )
}

/** `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}
