import { useId } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { TariffPlan } from '#contract/tariff-plan'
import { ofName } from '../../lib/french-elision.ts'
import { Card, Skeleton } from '../../ui/card.tsx'
import { QueryBoundary } from '../../ui/query-boundary.tsx'
import { tariffPlansQuery } from './api.ts'
import { formatPercent, planCommitmentLabel, powersLabel, priceTypeLabel, validUntilLabel } from './plan-display.ts'
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
      {/* No dated source the catalogue holds gives a plan's grid: no figure, and where to read it. */}
      <p className={detail.priceLine} data-field="plan-prices">
        <span className={detail.muted}>Prix du kWh et abonnement&nbsp;: prix sur le site du fournisseur</span>
      </p>
      <dl className={detail.facts}>
        <Fact label="Type de prix">{priceTypeLabel(plan.priceType)}</Fact>
        <Fact label="Engagement">{planCommitmentLabel(plan.commitmentMonths)}</Fact>
        <Fact label="Électricité verte">{formatPercent(plan.greenPercentage)}</Fact>
        <Fact label="Valable jusqu’au">{validUntilLabel(plan.validUntil)}</Fact>
      </dl>
      {plan.features.length > 0 ? (
        <FeatureList features={plan.features} className={styles.features} label={`Avantages de la formule ${plan.name}`} />
      ) : null}
      {plan.subscriptionPowers ? (
        <p className={detail.muted} data-field="plan-subscription">
          Abonnement propre à la formule pour {powersLabel(plan.subscriptionPowers)}&nbsp;: prix sur le site du fournisseur.
        </p>
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
        Les formules sont décrites par leurs conditions&nbsp;; leurs prix ne figurent dans aucune source datée que nous avons relevée.
      </p>
    </section>
  )
}
