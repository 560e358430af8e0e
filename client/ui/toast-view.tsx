import { Toast as ToastPrimitive } from 'radix-ui'
import { X } from 'lucide'
import type { CurrentToast } from './toast-types.ts'
import { toastToneIcons } from './toast-tones.ts'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import * as styles from './toast.css.ts'

export interface ToastViewProps {
  current: CurrentToast | null
  /** Default time on screen, in milliseconds. */
  duration: number
  onDismiss: () => void
}

/**
 * The Radix part of the toasts: viewport (F8 moves focus to it) and the current toast. Destructive
 * toasts are announced assertively (`type="foreground"`), the others politely.
 */
export function ToastView({ current, duration, onDismiss }: ToastViewProps) {
  const tone = current?.tone ?? 'default'
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={duration} label="Notifications">
      {current ? (
        <ToastPrimitive.Root
          key={current.key}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) onDismiss()
          }}
          duration={current.duration}
          type={tone === 'destructive' ? 'foreground' : 'background'}
          className={cx(styles.toast, styles.toastTone[tone])}
        >
          <Icon icon={toastToneIcons[tone]} size="lg" className={cx(styles.icon, styles.iconTone[tone])} />
          <div className={styles.body}>
            <ToastPrimitive.Title className={styles.title}>{current.title}</ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className={styles.description}>{current.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className={styles.close} aria-label="Fermer la notification">
            <Icon icon={X} size="lg" className={styles.closeIcon} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className={styles.viewport} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  )
}
