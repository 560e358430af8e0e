import { useId } from 'react'
import * as radixStyles from './radio-group.css.ts'
import * as styles from './native-radio-group.css.ts'

export interface NativeRadioOption<Value extends string> {
  value: Value
  label: string
}

/**
 * A row of the browser's own radio buttons, looking like the Radix group (radio-group.tsx) but
 * without its code: the browser already moves between options with the arrow keys, and gives the
 * group's name to each option. For a group on a page whose first load must stay light.
 */
export function NativeRadioGroup<Value extends string>({
  labelledBy,
  options,
  value,
  onChange,
}: {
  /** Id of the visible text that names the group. */
  labelledBy: string
  options: readonly NativeRadioOption<Value>[]
  value: Value
  onChange: (value: Value) => void
}) {
  const name = useId()
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={styles.row}>
      {options.map((option) => {
        const id = `${name}-${option.value}`
        return (
          <div key={option.value} className={radixStyles.item}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className={styles.radio}
            />
            <label htmlFor={id} className={radixStyles.label}>
              <span className={radixStyles.labelText}>{option.label}</span>
            </label>
          </div>
        )
      })}
    </div>
  )
}
