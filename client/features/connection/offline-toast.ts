import type { ToastOptions } from '../../ui/toast-types.ts'

/**
 * Shown when the browser goes offline: by the watcher, or before its code has arrived by the first-load
 * script (client/first-load/connection.ts), which shows the copy of this toast the root route writes
 * into every prerendered page. The first-load script's own timing is checked against this duration.
 */
export const OFFLINE_TOAST: ToastOptions = {
  title: 'Connexion perdue',
  description: 'Vous êtes actuellement hors ligne. Veuillez vérifier votre connexion internet.',
  tone: 'destructive',
  duration: 5_000,
}
