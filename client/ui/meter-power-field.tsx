import { HOUSEHOLD_KVA, type HouseholdKva } from '#contract/household'
import { Field } from './field.tsx'
import * as styles from './meter-power-field.css.ts'

const isKva = (value: number): value is HouseholdKva => (HOUSEHOLD_KVA as readonly number[]).includes(value)

export type MeterPowerFieldProps = {
  value: HouseholdKva
  onValueChange: (value: HouseholdKva) => void
}

/**
 * The meter power, one of the regulated powers: a native select, which every keyboard, screen reader
 * and phone already knows, for a short fixed list.
 */
export function MeterPowerField({ value, onValueChange }: MeterPowerFieldProps) {
  return (
    <Field
      label="Puissance du compteur (kVA)"
      description={'Elle figure sur votre facture («\u00a0puissance souscrite\u00a0») et fixe le prix de l’abonnement.'}
    >
      {(controlProps) => (
        <select
          {...controlProps}
          className={styles.select}
          value={value}
          onChange={(event) => {
            const kva = Number(event.target.value)
            if (isKva(kva)) onValueChange(kva)
          }}
        >
          {HOUSEHOLD_KVA.map((kva) => (
            <option key={kva} value={kva}>
              {kva}&nbsp;kVA
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
