import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { lazyPart } from '../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../lib/use-load-when-idle.ts'
import { PlainToast } from './plain-toast.tsx'
import type { CurrentToast, ToastApi, ToastOptions } from './toast-types.ts'

const ToastContext = createContext<ToastApi | null>(null)

// Radix Toast (its view, about 11 KB gzip with the Radix parts it alone needs) loads when the first toast
// is asked for, not before: most visits never see one (decision 0101). That first toast, and any asked
// for before the view has arrived (offline, it cannot), shows at once as a plain toast with the same look
// and words, an alert or a polite status like Radix's, and stays plain until it closes; the toasts after
// it are Radix's. Until the app's connection watcher is live, « Connexion perdue » comes from the
// first-load script (client/first-load/connection.ts).
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
  const viewReady = useLoadWhenIdle(ToastViewChunk.preload, asked ? 'now' : 'never')
  // The toast shown plain, by key: it stays plain until it closes, even when the view arrives meanwhile,
  // so that it is neither drawn nor announced twice.
  const [plainKey, setPlainKey] = useState<number | null>(null)

  const toast = useCallback((options: ToastOptions) => {
    setAsked(true)
    // A new key mounts a new toast, so the replacement is announced and gets its own timer.
    setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true }))
  }, [])

  const dismiss = useCallback(() => {
    setCurrent((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  // A toast asked for before the view has arrived is the plain one.
  useEffect(() => {
    if (current?.open && !viewReady && plainKey !== current.key) setPlainKey(current.key)
  }, [current, viewReady, plainKey])
  const plain = current?.open && (plainKey === current.key || !viewReady) ? current : null

  // Radix times its own toasts; the plain one's time on screen runs here.
  useEffect(() => {
    if (!plain) return
    const timer = window.setTimeout(dismiss, plain.duration ?? duration)
    return () => window.clearTimeout(timer)
  }, [plain, duration, dismiss])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {plain ? <PlainToast key={plain.key} toast={plain} onClose={dismiss} /> : null}
      {viewReady ? <ToastViewChunk current={plain ? null : current} duration={duration} onDismiss={dismiss} failure={() => null} /> : null}
    </ToastContext>
  )
}

/** `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}
