import type { ComponentProps } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { cx } from './cx.ts'
import * as styles from './dialog.css.ts'

export type DialogProps = ComponentProps<typeof DialogPrimitive.Root>
export type DialogTriggerProps = ComponentProps<typeof DialogPrimitive.Trigger>
export type DialogCloseProps = ComponentProps<typeof DialogPrimitive.Close>
export type DialogTitleProps = ComponentProps<typeof DialogPrimitive.Title>
export type DialogDescriptionProps = ComponentProps<typeof DialogPrimitive.Description>

/** A modal dialog (Radix): focus is trapped, Échap closes it, focus returns to the trigger. */
export function Dialog(props: DialogProps) {
  return <DialogPrimitive.Root {...props} />
}

/** Opens the dialog; use `asChild` to make an existing Button the trigger. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <DialogPrimitive.Trigger {...props} />
}

/** Closes the dialog; use `asChild` with a Button. */
export function DialogClose(props: DialogCloseProps) {
  return <DialogPrimitive.Close {...props} />
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hides the "Fermer" button in the corner (then give the dialog another way out). */
  hideCloseButton?: boolean
}

/**
 * The centred panel over a dimmed overlay, in a portal (rendered on the client only). It must contain a
 * DialogTitle (wrap it in VisuallyHidden if needed) and a DialogDescription or
 * `aria-describedby={undefined}`, else Radix logs a console error or warning.
 */
export function DialogContent({ className, children, hideCloseButton = false, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={styles.overlay} />
      <DialogPrimitive.Content className={cx(styles.content, className)} {...props}>
        {children}
        {hideCloseButton ? null : (
          <DialogPrimitive.Close className={styles.close} aria-label="Fermer">
            <X aria-hidden="true" focusable="false" className={styles.closeIcon} />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function DialogTitle({ className, ...props }: DialogTitleProps) {
  return <DialogPrimitive.Title className={cx(styles.title, className)} {...props} />
}

export function DialogDescription({ className, ...props }: DialogDescriptionProps) {
  return <DialogPrimitive.Description className={cx(styles.description, className)} {...props} />
}
