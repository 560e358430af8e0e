import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { Toast as ToastPrimitive } from 'radix-ui'
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react'
import * as styles from './toast.css.ts'

export type ToastTone = 'default' | 'success' | 'destructive'

export type ToastOptions = {
  title: string
  description?: string
  tone?: ToastTone
  /** Milliseconds before the toast closes itself; default 5000 (the provider's). */
  duration?: number
}

export type ToastApi = {
  /** Shows a toast; a toast already on screen is replaced. */
  toast: (options: ToastOptions) => void
  /** Closes the current toast. */
  dismiss: () => void
}

const ToastContext = createContext<ToastApi | null>(null)

type CurrentToast = ToastOptions & { key: number; open: boolean }

const toneIcons = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
} as const satisfies Record<ToastTone, unknown>

export type ToastProviderProps = {
  children: ReactNode
  /** Default time on screen, in milliseconds. Default 5000. */
  duration?: number
}

/**
 * Radix Toast provider and viewport, showing at most one toast. Destructive toasts are announced
 * assertively (`type="foreground"`), the others politely. F8 moves focus to the notifications.
 */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [current, setCurrent] = useState<CurrentToast | null>(null)

  const toast = useCallback((options: ToastOptions) => {
    // A new key mounts a new Radix toast, so the replacement is announced and gets its own timer.
    setCurrent((previous) => ({ ...options, key: (previous?.key ?? 0) + 1, open: true }))
  }, [])

  const dismiss = useCallback(() => {
    setCurrent((previous) => (previous ? { ...previous, open: false } : previous))
  }, [])

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss])

  const tone = current?.tone ?? 'default'
  const Icon = toneIcons[tone]

  return (
    <ToastContext value={api}>
      <ToastPrimitive.Provider
        swipeDirection="right"
        swipeThreshold={50}
        duration={duration}
        label="Notifications"
      >
        {children}
        {current ? (
          <ToastPrimitive.Root
            key={current.key}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) dismiss()
            }}
            duration={current.duration}
            type={tone === 'destructive' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
          >
            <Icon aria-hidden="true" focusable="false" className={styles.icon({ tone })} />
            <div className={styles.body}>
              <ToastPrimitive.Title className={styles.title}>{current.title}</ToastPrimitive.Title>
              {current.description ? (
                <ToastPrimitive.Description className={styles.description}>
                  {current.description}
                </ToastPrimitive.Description>
              ) : null}
            </div>
            <ToastPrimitive.Close className={styles.close} aria-label="Fermer la notification">
              <X aria-hidden="true" focusable="false" className={styles.closeIcon} />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        ) : null}
        <ToastPrimitive.Viewport className={styles.viewport} label="Notifications ({hotkey})" />
      </ToastPrimitive.Provider>
    </ToastContext>
  )
}

/** `toast()` and `dismiss()` of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.')
  return api
}
