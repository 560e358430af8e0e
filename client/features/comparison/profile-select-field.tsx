import { useId, type ReactNode } from 'react'
import * as styles from './estimate-panel.css.ts'

export type ProfileSelectFieldProps = {
  label: string
  value: string | number
  onChange: (value: string) => void
  /** The `<option>`s. */
  children: ReactNode
}

/** One of the estimate panel's choices: the browser's own select under its label, as every phone renders it best. */
export function ProfileSelectField({ label, value, onChange, children }: ProfileSelectFieldProps) {
  const id = useId()
  return (
    <div className={styles.selectField}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  )
}
