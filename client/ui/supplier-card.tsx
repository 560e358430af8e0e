import type { ReactNode } from 'react'
import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { CalendarCheck, Check } from 'lucide'
import type { Energy } from '#contract/offers'
import type { SupplierSummary } from '#contract/supplier'
import { site } from '../config/site.ts'
import { formatLongDate, formatNumber } from '../lib/format.ts'
import { buttonLinkClass, ExternalLinkButton } from './button.tsx'
import { Card, Skeleton } from './card.tsx'
import { srOnly } from './visually-hidden.css.ts'
import { commitmentLabel, MOBILE_FEATURES, moreFeaturesLabel } from '../lib/supplier-display.ts'
import { DEFAULT_BASIS, HeadlineFigures, headlineOf, type CardHeadlines } from './headline-figures.tsx'
import { RatingStars } from './rating-stars.tsx'
import { SupplierBadges } from './supplier-badges.tsx'
import * as styles from './supplier-card.css.ts'
import { Icon } from './icon.tsx'

export type SupplierCardProps = {
  supplier: SupplierSummary
  headingLevel?: 'h2' | 'h3'
  /** Only this energy's figures (the electricity and gas pages); both otherwise. */
  energy?: Energy
  /** Extra block under the prices, e.g. the difference with the regulated tariff. */
  children?: ReactNode
  /** The page's own headlines (the comparison's, for the profile in its address), in place of the API's. */
  headlines?: CardHeadlines
  /** The household the yearly costs are for, by energy, as the card names it. */
  basis?: Partial<Record<Energy, string>>
  /** The day `headlines` are priced for; the API answer's own day otherwise. */
  day?: string | undefined
  /** The page costs current offers only: a stale or missing headline's yearly cost is « non estimé » (HeadlineFigures). */
  costsCurrentOnly?: boolean | undefined
}

function energiesOf(supplier: SupplierSummary, energy: Energy | undefined): Energy[] {
  if (energy) return [energy]
  return (['electricity', 'gas'] as const).filter((e) => (e === 'electricity' ? supplier.hasElectricity : supplier.hasGas))
}

/** One supplier in a grid: rating, badges, prices, commitment, features and the two next steps. */
export function SupplierCard({
  supplier,
  headingLevel: Heading = 'h3',
  energy,
  children,
  headlines,
  basis,
  day,
  costsCurrentOnly,
}: SupplierCardProps) {
  const titleId = useId()
  const hiddenOnMobile = supplier.features.length - MOBILE_FEATURES
  const energies = energiesOf(supplier, energy)
  // The offer named under the supplier is the one its first figures come from.
  const lead = energies.map((e) => headlineOf(supplier, e, headlines)).find((h) => h.status === 'priced')

  return (
    <Card as="article" aria-labelledby={titleId} className={styles.card} data-supplier-id={supplier.id}>
      <div className={styles.head}>
        <Heading id={titleId} className={styles.name}>
          {supplier.name}
        </Heading>
        <p className={styles.offer}>{lead?.status === 'priced' ? lead.offerName : supplier.offerName}</p>
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

      {energies.map((e) => (
        <HeadlineFigures
          key={e}
          energy={e}
          headline={headlineOf(supplier, e, headlines)}
          day={day ?? supplier.asOf}
          basis={basis?.[e] ?? DEFAULT_BASIS[e]}
          costsCurrentOnly={costsCurrentOnly}
        />
      ))}
      <dl className={styles.figures}>
        <div className={styles.figureWide}>
          <dt>Engagement</dt>
          <dd data-field="commitment">{commitmentLabel(supplier)}</dd>
        </div>
      </dl>

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
          <span>Prix relevés le {formatLongDate(lead?.status === 'priced' ? lead.pricesCheckedAt : supplier.pricesCheckedAt)}</span>
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
