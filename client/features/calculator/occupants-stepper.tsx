import { useId } from 'react'
import { Minus, Plus } from 'lucide'
import { Button } from '../../ui/button.tsx'
import { occupantsLabel } from './labels.ts'
import { OCCUPANT_LIMITS } from './profile.ts'
import * as styles from './occupants-stepper.css.ts'
import { Icon } from '../../ui/icon.tsx'

export type OccupantsStepperProps = {
  value: number
  onValueChange: (value: number) => void
}

/**
 * − / + buttons around the count. The buttons use aria-disabled at the limits, so a keyboard user who
 * reaches 1 keeps focus on the minus button; the count is announced politely as it changes.
 */
export function OccupantsStepper({ value, onValueChange }: OccupantsStepperProps) {
  const labelId = useId()
  const atMin = value <= OCCUPANT_LIMITS.min
  const atMax = value >= OCCUPANT_LIMITS.max
  return (
    // biome-ignore lint/a11y/useSemanticElements: the two buttons and the value are one control labelled like a field; a fieldset's legend would not lay out in its row.
    <div role="group" aria-labelledby={labelId} className={styles.root}>
      <span id={labelId} className={styles.label}>
        Nombre d’occupants
      </span>
      <div className={styles.stepper}>
        <Button
          tone="secondary"
          className={styles.button}
          aria-label="Retirer un occupant"
          aria-disabled={atMin}
          onClick={() => onValueChange(value - 1)}
        >
          <Icon icon={Minus} size="lg" />
        </Button>
        <output aria-live="polite" className={styles.count}>
          {occupantsLabel(value)}
        </output>
        <Button
          tone="secondary"
          className={styles.button}
          aria-label="Ajouter un occupant"
          aria-disabled={atMax}
          onClick={() => onValueChange(value + 1)}
        >
          <Icon icon={Plus} size="lg" />
        </Button>
      </div>
    </div>
  )
}
