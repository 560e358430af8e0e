import type { ToastOptions } from '../../ui/toast-types.ts'
import { CONNECTION_TIMING } from './connection-timing.ts'

/** Shown once per slow spell, when a health ping is late or fails. */
export const SLOW_TOAST: ToastOptions = {
  title: 'Connexion lente',
  description: 'La connexion au serveur est lente. Les données peuvent mettre plus de temps à charger.',
  duration: CONNECTION_TIMING.slowToastDurationMs,
}
