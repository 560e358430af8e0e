import type { ToastOptions } from '../../ui/toast.tsx'
import { CONNECTION_TIMING } from './connection-timing.ts'

/** Shown once per slow spell, when a health ping is late or fails. */
export const SLOW_TOAST: ToastOptions = {
  title: 'Connexion lente',
  description: 'La connexion au serveur est lente. Les données peuvent mettre plus de temps à charger.',
  duration: CONNECTION_TIMING.slowToastDurationMs,
}

/** Shown when the browser goes offline: by the watcher, or before its code has arrived by the first load's own listener. */
export const OFFLINE_TOAST: ToastOptions = {
  title: 'Connexion perdue',
  description: 'Vous êtes actuellement hors ligne. Veuillez vérifier votre connexion internet.',
  tone: 'destructive',
  duration: CONNECTION_TIMING.offlineToastDurationMs,
}
