import { CircleAlert, CircleCheck, Info } from 'lucide'
import type { ToastTone } from './toast-types.ts'

/** The icon beside a toast's title, by tone: shared by the Radix view and the plain one. */
export const toastToneIcons = {
  default: Info,
  success: CircleCheck,
  destructive: CircleAlert,
} as const satisfies Record<ToastTone, unknown>
