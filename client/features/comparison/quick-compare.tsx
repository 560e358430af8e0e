import { useId, useState } from 'react'
import { MapPin, X } from 'lucide'
import type { Energy } from '#contract/offers'
import { site } from '../../config/site.ts'
import { Button } from '../../ui/button.tsx'
import { Field } from '../../ui/field.tsx'
import { NativeRadioGroup } from '../../ui/native-radio-group.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import * as styles from './quick-compare.css.ts'
import { Icon } from '../../ui/icon.tsx'

const ENERGY_OPTIONS = [
  { value: 'electricity', label: 'Électricité' },
  { value: 'gas', label: 'Gaz' },
] as const satisfies readonly { value: Energy; label: string }[]

/**
 * The quick-compare form: an energy and a postal code, then the external simulation form opens in a
 * new tab. Nothing is validated, stored or sent: the postal code is free text that the simulation form reads.
 */
export function QuickCompareForm({ energy }: { energy: Energy }) {
  const titleId = useId()
  const energyLabelId = useId()
  const [choice, setChoice] = useState<Energy>(energy)

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Comparaison rapide
      </h2>
      <p className={styles.intro}>Lancez une simulation personnalisée en 2&nbsp;minutes environ, gratuitement.</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          window.open(site.simulationUrl, '_blank', 'noopener')
        }}
      >
        <div className={styles.group}>
          <span id={energyLabelId} className={styles.label}>
            Énergie
          </span>
          <NativeRadioGroup labelledBy={energyLabelId} options={ENERGY_OPTIONS} value={choice} onChange={setChoice} />
        </div>
        <Field label="Code postal" description={`Exemple\u00a0: 75001`}>
          {(props) => <TextInput {...props} name="postalCode" autoComplete="postal-code" inputMode="numeric" />}
        </Field>
        <Button type="submit" size="lg">
          Comparer les offres
          <span className={styles.srNote}> (nouvel onglet)</span>
        </Button>
      </form>
    </section>
  )
}

/** The postal code the visitor came with, as a badge; removing it brings the quick-compare form back. */
export function PostalCodeBadge({ postalCode, onRemove }: { postalCode: string; onRemove: () => void }) {
  return (
    <div className={styles.badgeRow}>
      <p className={styles.badge}>
        <Icon icon={MapPin} size="sm" className={styles.badgeIcon} />
        Code postal&nbsp;: {postalCode}
      </p>
      <Button tone="secondary" size="sm" onClick={onRemove}>
        <Icon icon={X} size="sm" className={styles.badgeIcon} />
        Changer de code postal
      </Button>
    </div>
  )
}
