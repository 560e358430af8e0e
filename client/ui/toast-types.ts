/** The toast's data types, apart from its views so that the views and the provider share them without a cycle. */
export type ToastTone = 'default' | 'success' | 'destructive'

export type ToastOptions = {
  title: string
  description?: string
  tone?: ToastTone
  /** Milliseconds before the toast closes itself; default 5000 (the provider's). */
  duration?: number
}

export type CurrentToast = ToastOptions & { key: number; open: boolean }

export type ToastApi = {
  /** Shows a toast; a toast already on screen is replaced. */
  toast: (options: ToastOptions) => void
  /** Closes the current toast. */
  dismiss: () => void
}
