import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { lazyPart } from '../lib/lazy-part.tsx'
import { useLoadWhenIdle } from '../lib/use-load-when-idle.ts'
import type { CurrentToast, ToastApi, ToastOptions } from './toast-types.ts'

const ToastContext = createContext<ToastApi | null>(null)

// Radix Toast (its view, about 11 KB gzip with the Radix parts it alone needs) loads when the first toast
// is asked for, not before: most visits never see one (decision 0101). Meanwhile a toast shows as a
// plain one, with the same look and words, an alert or a polite status like Radix's; its small chunk
// loads once the page is idle, so that it is there offline too. A toast shown plain stays plain until it
// closes; the toasts after it are Radix's. Until the app's connection watcher is live, « Connexion
// perdue » comes from the first-load script (client/first-load/connection.ts).
const ToastViewChunk = lazyPart(() => import('./toast-view.tsx').then((module) => module.ToastView))
const PlainToastChunk = lazyPart(() => import('./plain-toast.tsx').then((module) => module.PlainToast))

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
  const plainReady = useLoadWhenIdle(PlainToastChunk.preload, asked ? 'now' : 'idle')
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

  const open = current?.open ? current : null
  useEffect(() => {
    if (open && plainReady && !viewReady && plainKey !== open.key) setPlainKey(open.key)
  }, [open, plainReady, viewReady, plainKey])
  const plain = open && plainReady && (plainKey === open.key || !viewReady) ? open : null
  // A toast neither view has taken yet waits for one; its time on screen runs all the same, so one that
  // could only show late (after the connection came back) is not shown out of date.
  const untimedByRadix = open && (plain || !viewReady) ? open : null

  // Radix times its own toasts; the plain or waiting one's time on screen runs here.
  useEffect(() => {
    if (!untimedByRadix) return
    const timer = window.setTimeout(dismiss, untimedByRadix.duration ?? duration)
    return () => window.clearTimeout(timer)
  }, [untimedByRadix, duration, dismiss])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  return (
    <ToastContext value={api}>
      {children}
      {plain ? <PlainToastChunk key={plain.key} toast={plain} onClose={dismiss} failure={() => null} /> : null}
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
