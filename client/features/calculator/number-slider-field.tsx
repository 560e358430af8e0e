import { useState, type ReactNode } from 'react'
import { Field } from '../../ui/field.tsx'
import { Slider } from '../../ui/slider.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { formatInputValue, isAcceptableDraft, parseNumberInput } from './number-input.ts'
import { clamp, FIELD_LIMITS, type NumericField } from './profile.ts'
import * as styles from './number-slider-field.css.ts'

export type NumberSliderFieldProps = {
  field: NumericField
  label: string
  /** Unit shown after the input (the label already says it to screen readers). */
  unit: string
  hint?: ReactNode
  value: number
  onValueChange: (value: number) => void
  /** Spoken value of the slider, e.g. « 3 500 kWh par an ». */
  valueText: (value: number) => string
}

/**
 * One figure of the profile, typed or slid. The input keeps what the visitor types while it is focused
 * (so « 0, » can become « 0,18 »), pushes every valid number at once, and ignores anything else.
 */
export function NumberSliderField({ field, label, unit, hint, value, onValueChange, valueText }: NumberSliderFieldProps) {
  const limits = FIELD_LIMITS[field]
  const [draft, setDraft] = useState<string | null>(null)

  return (
    <Field label={label} description={hint} className={styles.field}>
      {(controlProps, { labelId, descriptionId }) => (
        <>
          <div className={styles.inputRow}>
            <TextInput
              {...controlProps}
              className={styles.input}
              inputMode={limits.decimals === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={draft ?? formatInputValue(value, limits.decimals)}
              onChange={(event) => {
                const text = event.target.value
                // Refused text is simply not taken: React puts the previous text back.
                if (!isAcceptableDraft(text, limits.decimals)) return
                setDraft(text)
                const parsed = parseNumberInput(text, limits)
                if (parsed !== null) onValueChange(parsed)
              }}
              onBlur={() => setDraft(null)}
            />
            <span aria-hidden="true" className={styles.unit}>
              {unit}
            </span>
          </div>
          <Slider
            aria-labelledby={labelId}
            aria-describedby={descriptionId}
            // A typed value may lie outside the slider's range: the thumb then rests at the end.
            value={clamp(value, limits.sliderMin, limits.sliderMax)}
            min={limits.sliderMin}
            max={limits.sliderMax}
            step={limits.step}
            getValueText={() => valueText(value)}
            onValueChange={onValueChange}
          />
        </>
      )}
    </Field>
  )
}
