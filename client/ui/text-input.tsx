import type { ComponentProps } from 'react'
import { cx } from './cx.ts'
import * as styles from './text-input.css.ts'

export type TextInputProps = ComponentProps<'input'>

/** A full-width text input; `ref` is a plain prop in React 19. Invalid styling follows `aria-invalid`. */
export function TextInput({ className, type = 'text', ...props }: TextInputProps) {
  return <input type={type} className={cx(styles.textInput, className)} {...props} />
}
