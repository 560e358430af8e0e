import { useId } from 'react'
import { WandSparkles } from 'lucide'
import { formatNumber } from '../../lib/format.ts'
import { Button } from '../../ui/button.tsx'
import { RadioGroup, RadioGroupItem } from '../../ui/radio-group.tsx'
import { NumberSliderField } from './number-slider-field.tsx'
import { OccupantsStepper } from './occupants-stepper.tsx'
import type { CalculatorProfile, HeatingType, HousingType } from './profile.ts'
import * as styles from './housing-panel.css.ts'
import { Icon } from '../../ui/icon.tsx'

const HOUSING_OPTIONS = [
  { value: 'apartment', label: 'Appartement' },
  { value: 'house', label: 'Maison' },
] as const satisfies readonly { value: HousingType; label: string }[]

const HEATING_OPTIONS = [
  { value: 'electricity', label: 'Électricité' },
  { value: 'gas', label: 'Gaz' },
  { value: 'both', label: 'Les deux' },
] as const satisfies readonly { value: HeatingType; label: string }[]

function isOption<T extends string>(options: readonly { value: T }[], value: string): value is T {
  return options.some((option) => option.value === value)
}

export type HousingPanelProps = {
  profile: CalculatorProfile
  onHousingTypeChange: (value: HousingType) => void
  onHeatingTypeChange: (value: HeatingType) => void
  onHousingSizeChange: (value: number) => void
  onOccupantsChange: (value: number) => void
  onEstimate: () => void
}

/** The household: its type, heating, size and occupants, from which the consumptions are estimated. */
export function HousingPanel({
  profile,
  onHousingTypeChange,
  onHeatingTypeChange,
  onHousingSizeChange,
  onOccupantsChange,
  onEstimate,
}: HousingPanelProps) {
  const headingId = useId()
  const housingLabelId = useId()
  const heatingLabelId = useId()
  const estimateHelpId = useId()

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.title}>
        Votre logement
      </h2>

      <div className={styles.group}>
        <span id={housingLabelId} className={styles.label}>
          Type de logement
        </span>
        <RadioGroup
          aria-labelledby={housingLabelId}
          orientation="horizontal"
          value={profile.housingType}
          onValueChange={(value) => {
            if (isOption(HOUSING_OPTIONS, value)) onHousingTypeChange(value)
          }}
        >
          {HOUSING_OPTIONS.map((option) => (
            <RadioGroupItem key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </div>

      <div className={styles.group}>
        <span id={heatingLabelId} className={styles.label}>
          Chauffage
        </span>
        <RadioGroup
          aria-labelledby={heatingLabelId}
          orientation="horizontal"
          value={profile.heatingType}
          onValueChange={(value) => {
            if (isOption(HEATING_OPTIONS, value)) onHeatingTypeChange(value)
          }}
        >
          {HEATING_OPTIONS.map((option) => (
            <RadioGroupItem key={option.value} value={option.value} label={option.label} />
          ))}
        </RadioGroup>
      </div>

      <NumberSliderField
        field="housingSize"
        label="Surface habitable (m²)"
        unit="m²"
        value={profile.housingSize}
        onValueChange={onHousingSizeChange}
        valueText={(value) => `${formatNumber(value)} m²`}
      />

      <OccupantsStepper value={profile.occupants} onValueChange={onOccupantsChange} />

      <div className={styles.estimate}>
        <Button tone="secondary" onClick={onEstimate} aria-describedby={estimateHelpId}>
          <Icon icon={WandSparkles} size="md" />
          Estimer ma consommation
        </Button>
        <p id={estimateHelpId} className={styles.help}>
          Recalcule vos consommations d’électricité et de gaz à partir de votre logement.
        </p>
      </div>
    </section>
  )
}
