import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { Flame, Headset, RotateCcw, Zap } from 'lucide-react'
import { site } from '../../config/site.ts'
import { Button, buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs.tsx'
import { useToast } from '../../ui/toast.tsx'
import {
  applyEstimate,
  resetState,
  setHeatingType,
  setHousingType,
  setNumericField,
  setOccupants,
  setTab,
  type StateUpdate,
} from './calculator-state.ts'
import { CostBox } from './cost-box.tsx'
import { computeCosts } from './costs.ts'
import { EnergyPanel, electricityPriceHint, gasPriceHint } from './energy-panel.tsx'
import { HousingPanel } from './housing-panel.tsx'
import type { CalculatorState, EnergyTab, ReferencePrices } from './profile.ts'
import * as styles from './energy-calculator.css.ts'
import { Icon } from '../../ui/icon.tsx'

export type EnergyCalculatorProps = {
  state: CalculatorState
  /** Applies a change; the route keeps the state in its URL. */
  onUpdate: (update: StateUpdate) => void
  /** What « Réinitialiser » goes back to. */
  defaults: CalculatorState
  /** The regulated prices the price hints quote, with their dates. */
  referencePrices: ReferencePrices
}

const isTab = (value: string): value is EnergyTab => value === 'electricity' || value === 'gas'

/** The calculator card: household, energy tabs, total, and what to do next. */
export function EnergyCalculator({ state, onUpdate, defaults, referencePrices }: EnergyCalculatorProps) {
  const { toast } = useToast()
  const totalId = useId()
  const { profile, tab } = state
  const costs = computeCosts(profile)

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
              priceHint={electricityPriceHint(referencePrices)}
              consumption={profile.electricityConsumption}
              price={profile.electricityPrice}
              cost={costs.electricity}
              onConsumptionChange={(value) => onUpdate(setNumericField('electricityConsumption', value))}
              onPriceChange={(value) => onUpdate(setNumericField('electricityPrice', value))}
            />
          </TabsContent>
          <TabsContent value="gas">
            <EnergyPanel
              energy="gas"
              priceHint={gasPriceHint(referencePrices)}
              consumption={profile.gasConsumption}
              price={profile.gasPrice}
              cost={costs.gas}
              onConsumptionChange={(value) => onUpdate(setNumericField('gasConsumption', value))}
              onPriceChange={(value) => onUpdate(setNumericField('gasPrice', value))}
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
          tone="strong"
          note="Consommation × prix du kWh, hors abonnement."
        />
        <div className={styles.actions}>
          <ExternalLinkButton href={site.simulationUrl} tone="primary" size="lg">
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
      </section>
    </div>
  )
}
