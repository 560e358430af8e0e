import { useId } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { TariffPlan } from '#contract/tariff-plan'
import { formatEuros } from '../../lib/format.ts'
import { ofName } from '../../lib/french-elision.ts'
import { Card, Skeleton } from '../../ui/card.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { tariffPlansQuery } from './api.ts'
import { formatEurosPerKwh } from '../../lib/supplier-display.ts'
import { formatPercent, planCommitmentLabel, priceTypeLabel, validUntilLabel } from './plan-display.ts'
import { SubscriptionTable } from './subscription-table.tsx'
import { FeatureList } from './supplier-detail-features.tsx'
import { Fact } from './supplier-detail-offers.tsx'
import * as detail from './supplier-detail.css.ts'
import * as styles from './tariff-plans.css.ts'

function PlanCard({ plan }: { plan: TariffPlan }) {
  const titleId = useId()
  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card} data-plan-id={plan.id}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.name}>
          {plan.name}
        </h3>
        {plan.isPromotional ? <span className={styles.promo}>Offre promotionnelle</span> : null}
      </div>
      <p className={styles.description}>{plan.description}</p>
      <p className={detail.priceLine}>
        <span className={detail.bigPrice}>{formatEurosPerKwh(plan.electricityPriceKwh)}</span>
        <span className={detail.muted}>prix du kWh</span>
      </p>
      <dl className={detail.facts}>
        <Fact label="Type de prix">{priceTypeLabel(plan.priceType)}</Fact>
        <Fact label="Engagement">{planCommitmentLabel(plan.commitmentMonths)}</Fact>
        <Fact label="Électricité verte">{formatPercent(plan.greenPercentage)}</Fact>
        <Fact label="Économie estimée">{formatEuros(plan.estimatedAnnualSavings, 0)}&nbsp;/&nbsp;an</Fact>
        <Fact label="Valable jusqu’au">{validUntilLabel(plan.validUntil)}</Fact>
      </dl>
      {plan.features.length > 0 ? (
        <FeatureList features={plan.features} className={styles.features} label={`Avantages de la formule ${plan.name}`} />
      ) : null}
      {plan.subscriptionByKva ? (
        <SubscriptionTable rows={plan.subscriptionByKva} caption={`Abonnement selon la puissance du compteur (formule ${plan.name})`} />
      ) : null}
    </Card>
  )
}

function PlansSkeleton() {
  return (
    <div className={detail.section} aria-hidden="true" data-testid="tariff-plans-loading">
      <Skeleton width="half" height="heading" />
      <div className={styles.grid}>
        <Skeleton height="card" />
        <Skeleton height="card" />
      </div>
    </div>
  )
}

/**
 * The supplier's tariff plans, when it has any. They load after the page; while they do, a skeleton
 * holds their place. An empty list or a failed load shows nothing: the rest of the page stands alone.
 */
export function TariffPlansSection({ supplierId, supplierName }: { supplierId: number; supplierName: string }) {
  return (
    <QueryBoundary pending={<PlansSkeleton />} failure={() => null}>
      <TariffPlans supplierId={supplierId} supplierName={supplierName} />
    </QueryBoundary>
  )
}

function TariffPlans({ supplierId, supplierName }: { supplierId: number; supplierName: string }) {
  const { data: plans } = useSuspenseQuery(tariffPlansQuery(supplierId))
  if (plans.length === 0) return null
  return (
    <section className={detail.section} aria-labelledby="fournisseur-formules">
      <h2 id="fournisseur-formules" className={detail.sectionTitle}>
        {`Les formules ${ofName(supplierName)}`}
      </h2>
      <ul className={styles.grid}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Économie estimée par an par rapport au tarif réglementé, pour un foyer de référence&nbsp;; elle varie selon votre consommation.
      </p>
    </section>
  )
}
