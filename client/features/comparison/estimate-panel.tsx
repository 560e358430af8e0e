import { Link } from '@tanstack/react-router'
import { useId, type ReactNode } from 'react'
import { Calculator, FileCheck } from 'lucide'
import { HOUSEHOLD_KVA, type Household } from '#contract/household'
import type { Energy } from '#contract/offers'
import { OPTION_NAMES } from '#contract/option-names'
import type { ElectricityOptionName } from '#contract/regulated-dates'
import { formatNumber } from '../../lib/format.ts'
import {
  HOUSEHOLD_DEFAULTS,
  HOUSEHOLD_LIMITS,
  householdLinkSearch,
  REGULATED_CONTRACT,
  TYPED_CONTRACT,
  type HouseholdSearch,
} from '../../lib/household/household-profile.ts'
import { Icon } from '../../ui/icon.tsx'
import { ProfileSelectField } from './profile-select-field.tsx'
import { ProfileNumberField } from './profile-number-field.tsx'
import * as styles from './estimate-panel.css.ts'

export type EstimatePanelProps = {
  energy: Energy
  household: Household
  /** The profile as the address has it, for the figures only the visitor types. */
  search: HouseholdSearch
  /** The catalogue's offers a visitor may hold today, for « Mon contrat actuel ». */
  contractOffers: readonly { id: string; label: string }[]
  /** The current contract's key in the address (`trv`, `prix` or an offer id). */
  contract: string
  /** The regulated reference's yearly cost for this profile, with its name and date. */
  reference: ReactNode
  /** What the current contract costs, or why it cannot be costed. */
  current: ReactNode
  /** That cost line by line, when the contract is the regulated tariff or a catalogue offer. */
  currentBreakdown?: ReactNode
  /** Gas: the field choosing the use the prix repère is taken for. */
  gasUseField?: ReactNode
  onChange: (patch: Partial<HouseholdSearch>) => void
}

const percent = (share: number) => formatNumber(share * 100, 1)

/**
 * « Mon estimation »: the household the offers are ranked for. Every value lives in the address under
 * the names the calculator and the other comparison pages share; each default is stated next to its field.
 */
export function EstimatePanel({
  energy,
  household,
  search,
  contractOffers,
  contract,
  reference,
  current,
  currentBreakdown,
  gasUseField,
  onChange,
}: EstimatePanelProps) {
  const titleId = useId()
  const electricity = energy === 'electricity'
  const days = HOUSEHOLD_DEFAULTS.tempoDays
  const totalDays = days.blue + days.white + days.red
  const limits = electricity ? HOUSEHOLD_LIMITS.electricityKwh : HOUSEHOLD_LIMITS.gasKwh
  const defaultKwh = electricity ? HOUSEHOLD_DEFAULTS.electricityKwh : HOUSEHOLD_DEFAULTS.gasKwh

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Icon icon={Calculator} size="xl" className={styles.icon} />
        Mon estimation
      </h2>
      {electricity && search.origine === 'fichier' ? (
        <p className={styles.origin} data-profile-origin="fichier">
          <Icon icon={FileCheck} size="md" className={styles.icon} />
          <span>
            Profil tiré de votre fichier de consommation Enedis&nbsp;: consommation annuelle, puissance du compteur, part en heures creuses
            {search.tempo_blanc !== undefined ? ', répartition Tempo' : ''}
            {search.part_weekend !== undefined ? ', parts du week-end et d’avril à octobre' : ''}
            {search.part_heures !== undefined ? ', part de chaque heure' : ''}. Modifier une valeur la remplace.
          </span>
        </p>
      ) : null}
      <div className={styles.fields}>
        <ProfileNumberField
          label="Consommation annuelle (kWh)"
          description={`Indiquée sur votre facture. Par défaut\u00a0: ${formatNumber(defaultKwh)}\u00a0kWh.`}
          value={electricity ? household.electricityKwh : household.gasKwh}
          min={limits.min}
          max={limits.max}
          onCommit={(kwh) => onChange(electricity ? { conso_elec: kwh } : { conso_gaz: kwh })}
        />
        {gasUseField}
        {electricity ? (
          <>
            <ProfileSelectField
              label="Puissance du compteur"
              value={household.kva}
              onChange={(kva) => onChange({ kva: Number(kva) as HouseholdSearch['kva'] })}
            >
              {HOUSEHOLD_KVA.map((kva) => (
                <option key={kva} value={kva}>
                  {kva}&nbsp;kVA
                </option>
              ))}
            </ProfileSelectField>
            <ProfileSelectField
              label="Option tarifaire"
              value={household.option}
              onChange={(option) => onChange({ option: option as ElectricityOptionName })}
            >
              {(Object.keys(OPTION_NAMES) as ElectricityOptionName[]).map((option) => (
                <option key={option} value={option}>
                  {OPTION_NAMES[option]}
                </option>
              ))}
            </ProfileSelectField>
            <ProfileNumberField
              label="Part en heures creuses (%)"
              description={`Heures pleines / heures creuses et Tempo. Par défaut\u00a0: ${HOUSEHOLD_DEFAULTS.offPeakPercent}\u00a0%, les 8\u00a0heures creuses sur 24 sans rien décaler.`}
              value={Math.round(household.offPeakShare * 100)}
              min={HOUSEHOLD_LIMITS.percent.min}
              max={HOUSEHOLD_LIMITS.percent.max}
              onCommit={(hc) => onChange({ hc })}
            />
            {household.option === 'tempo' ? (
              <>
                <ProfileNumberField
                  label="Part sur les jours blancs (%)"
                  description={`Par défaut\u00a0: ${percent(days.white / totalDays)}\u00a0%, la même consommation chaque jour des ${days.white}\u00a0jours blancs sur ${totalDays}.`}
                  value={Math.round(household.tempoColourShares.white * 1000) / 10}
                  min={0}
                  max={100}
                  decimals={1}
                  onCommit={(white) =>
                    onChange({ tempo_blanc: white, tempo_rouge: Math.round(household.tempoColourShares.red * 1000) / 10 })
                  }
                />
                <ProfileNumberField
                  label="Part sur les jours rouges (%)"
                  description={`Par défaut\u00a0: ${percent(days.red / totalDays)}\u00a0%, soit ${days.red}\u00a0jours rouges sur ${totalDays}. Un logement chauffé à l’électricité consomme plus ces jours d’hiver.`}
                  value={Math.round(household.tempoColourShares.red * 1000) / 10}
                  min={0}
                  max={100}
                  decimals={1}
                  onCommit={(red) => onChange({ tempo_rouge: red, tempo_blanc: Math.round(household.tempoColourShares.white * 1000) / 10 })}
                />
              </>
            ) : null}
          </>
        ) : null}
        <ProfileSelectField
          label="Mon contrat actuel"
          value={contract}
          onChange={(id) => onChange(electricity ? { contrat_elec: id } : { contrat_gaz: id })}
        >
          <option value={REGULATED_CONTRACT}>{electricity ? 'Tarif réglementé (Tarif Bleu)' : 'Prix repère (référence)'}</option>
          <option value={TYPED_CONTRACT}>Un prix de ma facture</option>
          {contractOffers.map((offer) => (
            <option key={offer.id} value={offer.id}>
              {offer.label}
            </option>
          ))}
        </ProfileSelectField>
        {contract === TYPED_CONTRACT ? (
          <>
            <ProfileNumberField
              label="Prix du kWh sur ma facture (€ TTC)"
              description="Le prix moyen, toutes taxes comprises, par exemple 0,2016."
              value={electricity ? search.prix_elec : search.prix_gaz}
              min={HOUSEHOLD_LIMITS.pricePerKwh.min}
              max={HOUSEHOLD_LIMITS.pricePerKwh.max}
              decimals={4}
              allowEmpty
              onCommit={(price) => onChange(electricity ? { prix_elec: price } : { prix_gaz: price })}
            />
            <ProfileNumberField
              label="Abonnement mensuel sur ma facture (€ TTC)"
              value={electricity ? search.abo_elec : search.abo_gaz}
              min={HOUSEHOLD_LIMITS.subscriptionPerMonth.min}
              max={HOUSEHOLD_LIMITS.subscriptionPerMonth.max}
              decimals={2}
              allowEmpty
              onCommit={(subscription) => onChange(electricity ? { abo_elec: subscription } : { abo_gaz: subscription })}
            />
          </>
        ) : null}
      </div>
      <p className={styles.reference}>{reference}</p>
      <p className={styles.reference}>{current}</p>
      {currentBreakdown}
      <p className={styles.method}>
        Vous ne connaissez pas votre consommation&nbsp;?{' '}
        <Link to="/calculateur" search={{ ...householdLinkSearch(search), onglet: electricity ? undefined : 'gaz' }}>
          Estimer ma consommation avec le calculateur
        </Link>
        {electricity ? (
          <>
            {' '}
            ou{' '}
            <Link to="/ma-consommation" search={householdLinkSearch(search)}>
              lire ma consommation réelle dans le fichier de mon compteur Linky
            </Link>
          </>
        ) : null}
        .
      </p>
    </section>
  )
}
