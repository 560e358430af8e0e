import type { ReactNode } from 'react'
import { Fragment, useId } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, Check } from 'lucide'
import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import { site } from '../config/site.ts'
import { formatLongDate, formatNumber } from '../lib/format.ts'
import { buttonLinkClass, ExternalLinkButton } from './button.tsx'
import { Card, Skeleton } from './card.tsx'
import { srOnly } from './visually-hidden.css.ts'
import {
  commitmentLabel,
  MOBILE_FEATURES,
  formatAmount,
  formatCentsPerKwh,
  monthlySubscription,
  moreFeaturesLabel,
} from '../lib/supplier-display.ts'
import { RatingStars } from './rating-stars.tsx'
import { SupplierBadges } from './supplier-badges.tsx'
import * as styles from './supplier-card.css.ts'
import { Icon } from './icon.tsx'

const ENERGY_LABEL: Record<Energy, string> = { electricity: 'Électricité', gas: 'Gaz' }

export type SupplierCardProps = {
  supplier: SupplierSummary
  headingLevel?: 'h2' | 'h3'
  /** Only this energy's figures (the electricity and gas pages); both otherwise. */
  energy?: Energy
  /** Extra block under the prices, e.g. the visitor's estimated annual cost. */
  children?: ReactNode
}

function energiesOf(supplier: SupplierSummary, energy: Energy | undefined): Energy[] {
  if (energy) return [energy]
  return (['electricity', 'gas'] as const).filter((e) => (e === 'electricity' ? supplier.hasElectricity : supplier.hasGas))
}

/** "15,48 € / mois", or "N/A" alone when neither the subscription nor monthlyFee is known. */
function Subscription({ value }: { value: number | undefined }) {
  const text = formatAmount(value)
  return text === 'N/A' ? (
    <>N/A</>
  ) : (
    <>
      {text}
      <span className={styles.unit}>&nbsp;/&nbsp;mois</span>
    </>
  )
}

/** One supplier in a grid: rating, badges, prices, commitment, features and the two next steps. */
export function SupplierCard({ supplier, headingLevel: Heading = 'h3', energy, children }: SupplierCardProps) {
  const titleId = useId()
  const hiddenOnMobile = supplier.features.length - MOBILE_FEATURES
  const energies = energiesOf(supplier, energy)

  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card} data-supplier-id={supplier.id}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.name}>
          {supplier.name}
        </Heading>
        <p className={styles.offer}>{supplier.offerName}</p>
        <p className={styles.rating}>
          <RatingStars rating={supplier.rating} />
          <span className={styles.ratingValue} aria-hidden="true">
            {formatNumber(supplier.rating, 1)}
          </span>
          <span className={styles.reviews}>({formatNumber(supplier.reviews)}&nbsp;avis)</span>
        </p>
      </div>

      <SupplierBadges supplier={supplier} />

      <p className={styles.description}>{supplier.description}</p>

      <dl className={styles.figures}>
        {energies.map((e) => (
          <Fragment key={e}>
            <div className={styles.figure}>
              <dt>{ENERGY_LABEL[e]}</dt>
              <dd data-field={`${e === 'electricity' ? 'electricity' : 'gas'}-price`}>
                {formatCentsPerKwh(e === 'electricity' ? supplier.electricityPriceKwh : supplier.gasPriceKwh)}
              </dd>
            </div>
            <div className={styles.figure}>
              <dt>
                Abonnement<span className={energies.length > 1 ? undefined : srOnly}> {e === 'electricity' ? 'électricité' : 'gaz'}</span>
              </dt>
              <dd data-field={`${e === 'electricity' ? 'electricity' : 'gas'}-subscription`}>
                <Subscription value={monthlySubscription(supplier, e)} />
              </dd>
            </div>
          </Fragment>
        ))}
        <div className={styles.figureWide}>
          <dt>Engagement</dt>
          <dd data-field="commitment">{commitmentLabel(supplier)}</dd>
        </div>
      </dl>
      {energies.map((e) => {
        // A card without a price says why, from its main offer, rather than leaving « N/A » unexplained.
        const reason = e === 'electricity' ? supplier.electricityUnpricedReason : supplier.gasUnpricedReason
        return reason ? (
          <p key={e} className={styles.unpricedReason} data-field={`${e}-unpriced-reason`}>
            {ENERGY_LABEL[e]}&nbsp;: {reason}
          </p>
        ) : null
      })}

      {children}

      {supplier.features.length > 0 ? (
        <ul className={styles.features} aria-label="Avantages">
          {/* Past the third, features show from tablets on, and phones get the count instead. CSS
              decides, so the prerendered card already has its phone form. */}
          {supplier.features.map((feature, index) => (
            <li key={feature} className={index < MOBILE_FEATURES ? styles.feature : styles.featureBeyondMobile}>
              <Icon icon={Check} size="sm" className={styles.featureIcon} />
              <span>{feature}</span>
            </li>
          ))}
          {hiddenOnMobile > 0 ? <li className={styles.moreFeatures}>{moreFeaturesLabel(hiddenOnMobile)}</li> : null}
        </ul>
      ) : null}

      <div className={styles.footer}>
        <p className={styles.checked}>
          <Icon icon={CalendarCheck} className={styles.checkedIcon} />
          <span>
            Prix relevés le {formatLongDate(supplier.pricesCheckedAt)}
            {supplier.pricesAreEstimates ? ' (estimation)' : ''}
          </span>
        </p>
        <div className={styles.actions}>
          <ExternalLinkButton href={site.simulationUrl} size="sm" fullWidth>
            Simuler mes économies
          </ExternalLinkButton>
          <Link
            to="/fournisseurs/$supplierId"
            params={{ supplierId: supplier.id }}
            className={buttonLinkClass({ tone: 'secondary', size: 'sm', fullWidth: true })}
          >
            Voir le détail<span className={srOnly}>&nbsp;: {supplier.name}</span>
          </Link>
        </div>
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
