import { useState } from 'react'
import { Field } from '../../ui/field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { formatInputValue, isAcceptableDraft, parseOptionalAmount } from './number-input.ts'
import { SUBSCRIPTION_LIMITS } from './profile.ts'
import * as styles from './number-slider-field.css.ts'

export type SubscriptionFieldProps = {
  label: string
  hint: string
  /** € TTC per month, null while the reference subscription applies (the input is then empty). */
  value: number | null
  onValueChange: (value: number | null) => void
}

/**
 * The visitor's own subscription, from their bill: optional, so an empty input means the regulated one.
 * Like the other figures, the input keeps what is typed while focused and ignores what is not an amount.
 */
export function SubscriptionField({ label, hint, value, onValueChange }: SubscriptionFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  return (
    <Field label={label} description={hint} className={styles.field}>
      {(controlProps) => (
        <div className={styles.inputRow}>
          <TextInput
            {...controlProps}
            className={styles.input}
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? (value === null ? '' : formatInputValue(value, SUBSCRIPTION_LIMITS.decimals))}
            onChange={(event) => {
              const text = event.target.value
              if (!isAcceptableDraft(text, SUBSCRIPTION_LIMITS.decimals)) return
              setDraft(text)
              const parsed = parseOptionalAmount(text, SUBSCRIPTION_LIMITS)
              if (parsed !== undefined) onValueChange(parsed)
            }}
            onBlur={() => setDraft(null)}
          />
          <span aria-hidden="true" className={styles.unit}>
            €/mois
          </span>
        </div>
      )}
    </Field>
  )
}
