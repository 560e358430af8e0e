import type { ToastOptions } from '../../ui/toast-types.ts'

/**
 * Shown when the browser goes offline: by the watcher, or before its code has arrived by the first
 * load's own listener. Apart from the watcher's other messages and timings (connection-toasts.ts,
 * connection-timing.ts): every page's first load needs this one only.
 */
export const OFFLINE_TOAST: ToastOptions = {
  title: 'Connexion perdue',
  description: 'Vous êtes actuellement hors ligne. Veuillez vérifier votre connexion internet.',
  tone: 'destructive',
  duration: 5_000,
}
