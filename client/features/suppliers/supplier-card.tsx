import type { ReactNode } from 'react'
import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import type { SupplierSummary } from '#contract/supplier'
import { site } from '../../config/site.ts'
import { formatLongDate, formatNumber } from '../../lib/format.ts'
import { useIsMobile } from '../../lib/use-media-query.ts'
import { buttonLinkClass, ExternalLinkButton } from '../../ui/button.tsx'
import { Card, Skeleton } from '../../ui/card.tsx'
import { commitmentLabel, formatAmount, formatCentsPerKwh, monthlySubscription } from './display.ts'
import { RatingStars } from './rating-stars.tsx'
import * as styles from './supplier-card.css.ts'

/** Features shown on mobile before the "{n} autres avantages" line (spec: under 768 px). */
const MOBILE_FEATURES = 3

const BADGES = [
  ['isEconomical', 'Économique'],
  ['isGreen', 'Énergie verte'],
  ['isFlexible', 'Flexible'],
  ['isNew', 'Nouveau'],
] as const

export type SupplierCardProps = {
  supplier: SupplierSummary
  headingLevel?: 'h2' | 'h3'
  /** Extra block under the prices, e.g. the visitor's estimated annual cost. */
  children?: ReactNode
}

/** One supplier in a grid: rating, badges, prices, commitment, features and the two next steps. */
export function SupplierCard({ supplier, headingLevel: Heading = 'h3', children }: SupplierCardProps) {
  const titleId = useId()
  const isMobile = useIsMobile()
  const features = isMobile ? supplier.features.slice(0, MOBILE_FEATURES) : supplier.features
  const hiddenFeatures = supplier.features.length - features.length
  const badges = BADGES.filter(([key]) => supplier[key])

  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card} data-supplier-id={supplier.id}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.name}>
          {supplier.name}
        </Heading>
        <p className={styles.offer}>{supplier.offerName}</p>
        <p className={styles.rating}>
          <RatingStars rating={supplier.rating} />
          <span className={styles.reviews}>({formatNumber(supplier.reviews)}&nbsp;avis)</span>
        </p>
      </div>

      {badges.length > 0 ? (
        <ul className={styles.badges} aria-label="Points forts">
          {badges.map(([key, label]) => (
            <li key={key} className={styles.badge[key]}>
              {label}
            </li>
          ))}
        </ul>
      ) : null}

      <p className={styles.description}>{supplier.description}</p>

      <dl className={styles.figures}>
        {supplier.hasElectricity && supplier.electricityPriceKwh !== undefined ? (
          <div className={styles.figure}>
            <dt>Électricité</dt>
            <dd data-field="electricity-price">{formatCentsPerKwh(supplier.electricityPriceKwh)}</dd>
          </div>
        ) : null}
        {supplier.hasGas && supplier.gasPriceKwh !== undefined ? (
          <div className={styles.figure}>
            <dt>Gaz</dt>
            <dd data-field="gas-price">{formatCentsPerKwh(supplier.gasPriceKwh)}</dd>
          </div>
        ) : null}
        <div className={styles.figure}>
          <dt>Abonnement</dt>
          <dd data-field="subscription">
            {formatAmount(monthlySubscription(supplier, supplier.hasElectricity ? 'electricity' : 'gas'))}
            <span className={styles.unit}>&nbsp;/&nbsp;mois</span>
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>Engagement</dt>
          <dd data-field="commitment">{commitmentLabel(supplier)}</dd>
        </div>
      </dl>

      {children}

      {supplier.features.length > 0 ? (
        <ul className={styles.features}>
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {hiddenFeatures > 0 ? (
            <li className={styles.moreFeatures}>
              {hiddenFeatures === 1 ? '1 autre avantage' : `${hiddenFeatures} autres avantages`}
            </li>
          ) : null}
        </ul>
      ) : null}

      <p className={styles.checked}>
        Prix relevés le {formatLongDate(supplier.pricesCheckedAt)}
        {supplier.pricesAreEstimates ? ' (estimation)' : ''}
      </p>

      <div className={styles.actions}>
        <ExternalLinkButton href={site.simulationUrl} size="sm" fullWidth>
          Simuler mes économies
        </ExternalLinkButton>
        <Link
          to="/fournisseurs/$supplierId"
          params={{ supplierId: supplier.id }}
          className={buttonLinkClass({ tone: 'secondary', size: 'sm', fullWidth: true })}
          aria-describedby={titleId}
        >
          Voir le détail
        </Link>
      </div>
    </Card>
  )
}

/** The placeholder of a card while the list loads. */
export function SupplierCardSkeleton() {
  return (
    <Card className={styles.card} aria-hidden="true">
      <Skeleton width="half" height="heading" />
      <Skeleton width="quarter" />
      <Skeleton width="full" />
      <Skeleton width="threeQuarters" />
      <Skeleton width="full" height="block" />
      <Skeleton width="full" height="button" />
      <Skeleton width="full" height="button" />
    </Card>
  )
}
