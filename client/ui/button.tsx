import type { ComponentProps, MouseEvent } from 'react'
import { ExternalLink } from 'lucide'
import { cx } from './cx.ts'
import { srOnly } from './visually-hidden.css.ts'
import { Icon } from './icon.tsx'
import * as styles from './button.css.ts'

export type ButtonVariants = styles.ButtonVariants

/** Class names of a button with the given variants, for elements that should look like buttons. */
export function buttonClassName({ tone = 'primary', size = 'md', fullWidth = false }: ButtonVariants = {}): string {
  return cx(styles.button, styles.buttonTone[tone], styles.buttonSize[size], styles.buttonFullWidth[`${fullWidth}`])
}

/**
 * Class names for a router link that looks like a button:
 * `<Link to="/contact" className={buttonLinkClass({ tone: 'secondary' })}>`.
 */
export function buttonLinkClass(variants: ButtonVariants = {}): string {
  return cx(buttonClassName(variants), styles.linkButton)
}

export type ButtonProps = ComponentProps<'button'> & ButtonVariants

function isAriaDisabled(value: ComponentProps<'button'>['aria-disabled']): boolean {
  return value === true || value === 'true'
}

/**
 * A button (`type="button"` unless told otherwise). With `aria-disabled` it stays focusable but ignores
 * clicks, which keeps an explanation reachable; with `disabled` it leaves the tab order.
 */
export function Button({ tone, size, fullWidth, className, type = 'button', onClick, ...props }: ButtonProps) {
  const ariaDisabled = isAriaDisabled(props['aria-disabled'])
  return (
    <button
      type={type}
      className={cx(buttonClassName({ tone, size, fullWidth }), className)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (ariaDisabled) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...props}
    />
  )
}

export type ExternalLinkButtonProps = Omit<ComponentProps<'a'>, 'target' | 'rel' | 'href'> &
  ButtonVariants & {
    href: string
    /** Shows the "external link" icon after the text. Default true. */
    showIcon?: boolean
  }

/** A link that opens in a new tab and looks like a button; says so to screen readers. */
export function ExternalLinkButton({ tone, size, fullWidth, className, children, showIcon = true, ...props }: ExternalLinkButtonProps) {
  return (
    <a target="_blank" rel="noopener" className={cx(buttonClassName({ tone, size, fullWidth }), styles.linkButton, className)} {...props}>
      {children}
      {showIcon ? <Icon icon={ExternalLink} className={styles.icon} /> : null}
      <span className={srOnly}> (nouvel onglet)</span>
    </a>
  )
}
