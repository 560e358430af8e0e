import { useId, type ComponentProps, type ReactNode } from 'react'
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui'
import { cx } from './cx.ts'
import * as styles from './radio-group.css.ts'

export type RadioGroupProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'orientation'> & {
  /** Layout and arrow-key axis. Default vertical. */
  orientation?: 'horizontal' | 'vertical'
}

/**
 * A radio group (Radix): arrow keys move between options. Name it with `aria-labelledby` (Field passes
 * `labelId` as the render prop's second argument) or `aria-label`.
 */
export function RadioGroup({ className, orientation = 'vertical', ...props }: RadioGroupProps) {
  return (
    <RadioGroupPrimitive.Root
      orientation={orientation}
      className={cx(styles.root, styles.rootOrientation[orientation], className)}
      {...props}
    />
  )
}

export type RadioGroupItemProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> & {
  value: string
  /** Visible label, rendered in its own <label>. */
  label: ReactNode
  /** Optional second line under the label, part of the accessible name. */
  description?: ReactNode
}

/** One option with its visible label. */
export function RadioGroupItem({ id, label, description, className, ...props }: RadioGroupItemProps) {
  const generatedId = useId()
  const itemId = id ?? generatedId
  return (
    <div className={cx(styles.item, className)}>
      <RadioGroupPrimitive.Item id={itemId} className={styles.radio} {...props}>
        <RadioGroupPrimitive.Indicator className={styles.indicator} />
      </RadioGroupPrimitive.Item>
      <label htmlFor={itemId} className={styles.label}>
        <span className={styles.labelText}>{label}</span>
        {description ? <span className={styles.description}>{description}</span> : null}
      </label>
    </div>
  )
}
