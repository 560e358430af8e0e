import { X } from 'lucide'
import { useEffect } from 'react'
import type { CurrentToast } from './toast-types.ts'
import { toastToneIcons } from './toast-tones.ts'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './toast.css.ts'

export interface PlainToastProps {
  current: CurrentToast | null
  /** Default time on screen, in milliseconds. */
  duration: number
  onDismiss: () => void
}

/**
 * The current toast drawn without Radix, from code and styles the page has from its first load. It stands
 * in while Radix Toast's own chunk has not arrived, or cannot arrive: a visitor whose connection drops
 * before that chunk loaded must still read « Connexion perdue ». Same look and timing as the Radix view;
 * a destructive toast is an alert, the others a polite status.
 */
export function PlainToast({ current, duration, onDismiss }: PlainToastProps) {
  const open = current?.open === true
  const key = current?.key
  const timeout = current?.duration ?? duration
  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(onDismiss, timeout)
    return () => window.clearTimeout(timer)
  }, [open, key, timeout, onDismiss])

  if (!current || !open) return null
  const tone = current.tone ?? 'default'
  return (
    // Named like Radix's viewport, so the toast sits in the same « Notifications » region either way.
    <section aria-label="Notifications" className={styles.viewport}>
      <div
        key={current.key}
        role={tone === 'destructive' ? 'alert' : 'status'}
        className={cx(styles.toast, styles.toastTone[tone])}
        data-state="open"
      >
        <Icon icon={toastToneIcons[tone]} size="lg" className={cx(styles.icon, styles.iconTone[tone])} />
        <div className={styles.body}>
          <p className={styles.title}>{current.title}</p>
          {current.description ? <p className={styles.description}>{current.description}</p> : null}
        </div>
        <button type="button" className={styles.close} aria-label="Fermer la notification" onClick={onDismiss}>
          <Icon icon={X} size="lg" className={styles.closeIcon} />
        </button>
      </div>
    </section>
  )
}
