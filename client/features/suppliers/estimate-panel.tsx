import { useEffect, useId, useRef, useState } from 'react'
import { Calculator } from 'lucide-react'
import { formatNumber } from '../../lib/format.ts'
import { Field } from '../../ui/field.tsx'
import { TextInput } from '../../ui/text-input.tsx'
import { CONSUMPTION, KVA_OPTIONS, type Energy, type RankingKva } from './annual-cost.ts'
import { formatYearlyEuros } from './display.ts'
import * as styles from './estimate-panel.css.ts'
import { Icon } from '../../ui/icon.tsx'

export type EstimatePanelProps = {
  energy: Energy
  consumption: number
  kva: RankingKva
  /** The profile's yearly cost at the regulated reference; null when a figure it needs is not communicated. */
  reference: number | null
  /** The reference with the date its figures apply from. */
  referenceName: string
  /** A line of information under the reference (a newer figure that the cost does not use). */
  referenceNote?: string
  onConsumptionChange: (kwh: number) => void
  onKvaChange: (kva: RankingKva) => void
}

/** "Mon estimation": the profile the offers are ranked for, and how the estimate is computed. */
export function EstimatePanel({ energy, consumption, kva, reference, referenceName, referenceNote, onConsumptionChange, onKvaChange }: EstimatePanelProps) {
  const range = CONSUMPTION[energy]
  const titleId = useId()
  const kvaId = useId()
  const [text, setText] = useState(String(consumption))
  const lastSent = useRef(consumption)
  useEffect(() => {
    if (consumption !== lastSent.current) {
      lastSent.current = consumption
      setText(String(consumption))
    }
  }, [consumption])

  const value = Number(text)
  const invalid = text.trim() === '' || !Number.isInteger(value) || value < range.min || value > range.max

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Icon icon={Calculator} size="xl" className={styles.icon} />
        Mon estimation
      </h2>
      <div className={styles.fields}>
        <Field
          label="Consommation annuelle (kWh)"
          description={`Indiquée sur votre facture. Par défaut\u00a0: ${formatNumber(range.default)}\u00a0kWh.`}
          error={invalid ? `Indiquez un nombre entier entre ${formatNumber(range.min)} et ${formatNumber(range.max)}\u00a0kWh.` : undefined}
        >
          {(props) => (
            <TextInput
              {...props}
              type="number"
              inputMode="numeric"
              min={range.min}
              max={range.max}
              step={range.step}
              value={text}
              onChange={(event) => {
                const next = event.target.value
                setText(next)
                const kwh = Number(next)
                if (next.trim() !== '' && Number.isInteger(kwh) && kwh >= range.min && kwh <= range.max) {
                  lastSent.current = kwh
                  onConsumptionChange(kwh)
                }
              }}
            />
          )}
        </Field>
        {energy === 'electricity' ? (
          <div className={styles.selectField}>
            <label htmlFor={kvaId} className={styles.label}>
              Puissance du compteur
            </label>
            <select
              id={kvaId}
              className={styles.select}
              value={kva}
              onChange={(event) => onKvaChange(Number(event.target.value) as RankingKva)}
            >
              {KVA_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}&nbsp;kVA
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <p className={styles.reference}>
        {reference === null ? (
          <>Au {referenceName}, le coût de ce profil n’est pas calculable&nbsp;: un prix ou l’abonnement n’est pas communiqué.</>
        ) : (
          <>
            Au {referenceName}, ce profil coûte <strong>{formatYearlyEuros(reference)}</strong> par an.
          </>
        )}
      </p>
      {referenceNote ? <p className={styles.method}>{referenceNote}</p> : null}
      <p className={styles.method}>
        Coût annuel estimé = consommation × prix du kWh + 12 × abonnement mensuel
        {energy === 'electricity' ? ' de la puissance choisie' : ''}, comparé au {energy === 'electricity' ? 'tarif réglementé' : 'prix repère'}. Tous les fournisseurs
        du catalogue sont listés, du moins cher au plus cher, sans placement payant.
      </p>
    </section>
  )
}
