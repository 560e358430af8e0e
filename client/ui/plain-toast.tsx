import { X } from 'lucide'
import type { ToastOptions } from './toast-types.ts'
import { toastToneIcons } from './toast-tones.ts'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './toast.css.ts'

/**
 * A toast drawn without Radix, with the same look: the first-load script's « Connexion perdue »
 * (client/first-load/connection.ts), shown from a template the prerender writes into every page
 * (client/first-load-markup.tsx), before the app's code, and even when that code cannot arrive; and the
 * app's toasts asked for before Radix Toast's code has arrived (client/ui/toast.tsx). A destructive toast
 * is an alert, the others a polite status. The template's close button is wired by the first-load
 * script; the app's by `onClose`.
 */
export function PlainToast({ toast, onClose }: { toast: ToastOptions; onClose?: () => void }) {
  const tone = toast.tone ?? 'default'
  return (
    // Named like Radix's viewport, so the toast sits in the same « Notifications » region either way.
    <section aria-label="Notifications" className={styles.viewport}>
      <div role={tone === 'destructive' ? 'alert' : 'status'} className={cx(styles.toast, styles.toastTone[tone])} data-state="open">
        <Icon icon={toastToneIcons[tone]} size="lg" className={cx(styles.icon, styles.iconTone[tone])} />
        <div className={styles.body}>
          <p className={styles.title}>{toast.title}</p>
          {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
        </div>
        <button type="button" className={styles.close} aria-label="Fermer la notification" onClick={onClose}>
          <Icon icon={X} size="lg" className={styles.closeIcon} />
        </button>
      </div>
    </section>
  )
}
