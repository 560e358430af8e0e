import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Flame, Headset, RotateCcw, Zap } from 'lucide'
import type { Energy } from '#contract/offers'
import { site } from '../../config/site.ts'
import { householdLinkSearch } from '../../lib/household/household-profile.ts'
import { Button, buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { useToast } from '../../ui/toast.tsx'
import {
  applyEstimate,
  resetState,
  setHeatingType,
  setHousingType,
  setNumericField,
  setKva,
  setOccupants,
  setSubscription,
  setTab,
  type StateUpdate,
} from './calculator-state.ts'
import { CostBox } from './cost-box.tsx'
import { electricityLines, gasLines, missingSubscriptionNote, totalLines, totalNote } from './cost-lines.ts'
import { computeCosts } from './costs.ts'
import { EnergyPanel, electricityPriceHint, gasPriceHint } from './energy-panel.tsx'
import { HousingPanel } from './housing-panel.tsx'
import { MeterPowerField } from '../../ui/meter-power-field.tsx'
import type { CalculatorState } from './profile.ts'
import { electricitySubscription, profileSubscriptions, type CalculatorReference } from './reference.ts'
import type { CalculatorSearch } from './search.ts'
import { searchFromState } from './search-state.ts'
import { SubscriptionField } from './subscription-field.tsx'
import * as styles from './energy-calculator.css.ts'
import { Icon } from '../../ui/icon.tsx'

export type EnergyCalculatorProps = {
  state: CalculatorState
  /** The page's address: the household profile's parameters the calculator does not use ride along in its links. */
  search: CalculatorSearch
  /** Applies a change; the route keeps the state in its URL. */
  onUpdate: (update: StateUpdate) => void
  /** What « Réinitialiser » goes back to. */
  defaults: CalculatorState
  /** The regulated prices and subscriptions the calculator quotes, with their dates. */
  reference: CalculatorReference
}

const isTab = (value: string): value is Energy => value === 'electricity' || value === 'gas'

/** The calculator card: household, energy tabs, total, and what to do next. */
export function EnergyCalculator({ state, search, onUpdate, defaults, reference }: EnergyCalculatorProps) {
  const { toast } = useToast()
  const totalId = useId()
  const { profile, tab } = state
  const electricity = electricitySubscription(reference, profile.kva)
  const costs = computeCosts(profile, profileSubscriptions(profile, reference))
  // The comparison ranks offers for the household shown here, figures written out; without gas, the
  // comparisons keep their own stated gas consumption rather than rank offers for 0 kWh.
  const { conso_gaz: gasKwh, ...profileSearch } = householdLinkSearch({ ...search, ...searchFromState(state) })
  const comparisonSearch = gasKwh ? { ...profileSearch, conso_gaz: gasKwh } : profileSearch

  return (
    <div className={styles.card}>
      <HousingPanel
        profile={profile}
        onHousingTypeChange={(value) => onUpdate(setHousingType(value))}
        onHeatingTypeChange={(value) => onUpdate(setHeatingType(value))}
        onHousingSizeChange={(value) => onUpdate(setNumericField('housingSize', value))}
        onOccupantsChange={(value) => onUpdate(setOccupants(value))}
        onEstimate={() => {
          onUpdate(applyEstimate)
          toast({
            title: 'Estimation mise à jour',
            description: 'Estimation de consommation mise à jour selon votre profil.',
            tone: 'success',
          })
        }}
      />

      <div className={styles.energies}>
        <Tabs
          value={tab}
          onValueChange={(value) => {
            if (isTab(value)) onUpdate(setTab(value))
          }}
        >
          <TabsList aria-label="Énergie" className={styles.tabList}>
            <TabsTrigger value="electricity" className={styles.tabTrigger}>
              <Icon icon={Zap} size="md" />
              Électricité
            </TabsTrigger>
            <TabsTrigger value="gas" className={styles.tabTrigger}>
              <Icon icon={Flame} size="md" />
              Gaz
            </TabsTrigger>
          </TabsList>
          <TabsContent value="electricity">
            <EnergyPanel
              energy="electricity"
              priceHint={electricityPriceHint(reference.prices)}
              consumption={profile.electricityKwh}
              price={profile.electricityPrice}
              cost={costs.electricity}
              costLines={electricityLines(
                profile.electricityKwh,
                profile.electricityPrice,
                costs.electricity,
                electricity,
                profile.electricitySubscription,
              )}
              costNote={missingSubscriptionNote(costs.electricity)}
              onConsumptionChange={(value) => onUpdate(setNumericField('electricityKwh', value))}
              onPriceChange={(value) => onUpdate(setNumericField('electricityPrice', value))}
              subscriptionField={
                <SubscriptionField
                  label="Votre abonnement d’électricité (€ TTC par mois)"
                  hint="Facultatif. Laissé vide, le calcul prend celui du tarif réglementé (option Base) à la puissance de votre compteur."
                  value={profile.electricitySubscription}
                  onValueChange={(value) => onUpdate(setSubscription('electricity', value))}
                />
              }
            >
              <MeterPowerField value={profile.kva} onValueChange={(value) => onUpdate(setKva(value))} />
            </EnergyPanel>
          </TabsContent>
          <TabsContent value="gas">
            <EnergyPanel
              energy="gas"
              priceHint={gasPriceHint(reference)}
              consumption={profile.gasKwh}
              price={profile.gasPrice}
              cost={costs.gas}
              costLines={gasLines(profile.gasKwh, profile.gasPrice, costs.gas, reference.gasSubscription, profile.gasSubscription)}
              costNote={missingSubscriptionNote(costs.gas)}
              onConsumptionChange={(value) => onUpdate(setNumericField('gasKwh', value))}
              onPriceChange={(value) => onUpdate(setNumericField('gasPrice', value))}
              subscriptionField={
                <SubscriptionField
                  label="Votre abonnement de gaz (€ TTC par mois)"
                  hint="Facultatif. Laissé vide, le calcul prend celui du prix repère du gaz (chauffage)."
                  value={profile.gasSubscription}
                  onValueChange={(value) => onUpdate(setSubscription('gas', value))}
                />
              }
            />
          </TabsContent>
        </Tabs>
      </div>

      <section aria-labelledby={totalId} className={styles.summary}>
        <h2 id={totalId} className={styles.summaryTitle}>
          Votre budget énergie
        </h2>
        <CostBox
          title="Coût total estimé (électricité + gaz)"
          cost={costs.total}
          lines={totalLines(costs)}
          tone="strong"
          note={totalNote(costs)}
        />
        <div className={styles.actions}>
          <Link
            to={tab === 'gas' ? '/gaz' : '/electricite'}
            search={comparisonSearch}
            className={buttonLinkClass({ tone: 'primary', size: 'lg' })}
          >
            Comparer les offres pour ce profil
            <Icon icon={ArrowRight} size="md" />
          </Link>
          <ExternalLinkButton href={site.simulationUrl} tone="secondary" size="lg">
            Simuler mes économies
          </ExternalLinkButton>
          <Link to="/rappel" className={buttonLinkClass({ tone: 'secondary', size: 'lg' })}>
            <Icon icon={Headset} size="md" />
            Parler à un expert
          </Link>
          <Button
            tone="ghost"
            size="lg"
            onClick={() => {
              onUpdate(resetState(defaults))
              toast({
                title: 'Calculateur réinitialisé',
                description: 'Toutes les données ont été réinitialisées.',
                tone: 'success',
              })
            }}
          >
            <Icon icon={RotateCcw} size="md" />
            Réinitialiser
          </Button>
        </div>
        <p className={styles.meterLink}>
          Vous avez un compteur Linky&nbsp;?{' '}
          <Link to="/ma-consommation" search={comparisonSearch}>
            Remplacez l’estimation par votre consommation réelle
          </Link>
          , lue dans le fichier que vous téléchargez sur votre espace client Enedis.
        </p>
      </section>
    </div>
  )
}
